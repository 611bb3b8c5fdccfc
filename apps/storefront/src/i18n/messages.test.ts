import { ageOptions, errorKeys, genderOptions, type LanguageCode, validationKeys } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import en from './messages/en.ts';
import ja from './messages/ja.ts';
import kr from './messages/kr.ts';
import th from './messages/th.ts';
import zhHans from './messages/zh-hans.ts';
import zhHant from './messages/zh-hant.ts';

const messages: Record<LanguageCode, Record<string, string>> = {
  ja,
  en,
  'zh-hans': zhHans,
  'zh-hant': zhHant,
  kr,
  th,
};
const translations = Object.entries(messages).filter(([language]) => language !== 'en');
const enKeys = Object.keys(en).sort();

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map(([, name]) => name ?? '').sort();
}

describe.each(translations)('%s texts', (_language, texts) => {
  it('have exactly the keys of the English texts', () => {
    expect(Object.keys(texts).sort()).toEqual(enKeys);
  });

  it('keep the placeholders of every English text', () => {
    for (const [key, text] of Object.entries(en)) {
      expect({ key, names: placeholders(texts[key] ?? '') }).toEqual({ key, names: placeholders(text) });
    }
  });
});

describe.each(Object.entries(messages))('%s texts', (_language, texts) => {
  it('are never empty', () => {
    const empty = Object.entries(texts).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('put the price into the price template', () => {
    expect(texts['price.template']).toContain('{price}');
  });
});

describe('the English texts cover every key ticket-core hands to the UI', () => {
  const has = (key: string) => Object.hasOwn(en, key);

  it('have a text for every error of the catalogue', () => {
    expect(errorKeys.map((key) => `errors.${key}`).filter((key) => !has(key))).toEqual([]);
  });

  it('have a text for every validation message', () => {
    expect(Object.values(validationKeys).filter((key) => !has(key))).toEqual([]);
  });

  it('have a text for every gender and age option', () => {
    const labelKeys = [...genderOptions, ...ageOptions].map(({ labelKey }) => labelKey);
    expect(labelKeys.filter((key) => !has(key))).toEqual([]);
  });
});
