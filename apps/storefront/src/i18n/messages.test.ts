import { ageOptions, errorKeys, genderOptions, type LanguageCode, validationKeys } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import entryEn from './messages/entry/en.ts';
import entryJa from './messages/entry/ja.ts';
import entryKr from './messages/entry/kr.ts';
import entryTh from './messages/entry/th.ts';
import entryZhHans from './messages/entry/zh-hans.ts';
import entryZhHant from './messages/entry/zh-hant.ts';
import pagesEn from './messages/pages/en.ts';
import pagesJa from './messages/pages/ja.ts';
import pagesKr from './messages/pages/kr.ts';
import pagesTh from './messages/pages/th.ts';
import pagesZhHans from './messages/pages/zh-hans.ts';
import pagesZhHant from './messages/pages/zh-hant.ts';

const entry: Record<LanguageCode, Record<string, string>> = {
  ja: entryJa,
  en: entryEn,
  'zh-hans': entryZhHans,
  'zh-hant': entryZhHant,
  kr: entryKr,
  th: entryTh,
};
const pages: Record<LanguageCode, Record<string, string>> = {
  ja: pagesJa,
  en: pagesEn,
  'zh-hans': pagesZhHans,
  'zh-hant': pagesZhHant,
  kr: pagesKr,
  th: pagesTh,
};
const messages = Object.fromEntries(
  Object.entries(entry).map(([language, texts]) => [
    language,
    { ...texts, ...pages[language as LanguageCode] },
  ]),
) as Record<LanguageCode, Record<string, string>>;
const en = messages.en;
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

describe('the two groups of texts', () => {
  it('never hold the same key', () => {
    expect(Object.keys(entryEn).filter((key) => Object.hasOwn(pagesEn, key))).toEqual([]);
  });

  // What the first screen renders before the page texts arrive: the shell, the entry and order
  // screens, the not-found screen, the dialogs and toast, and the error handling they all share.
  const firstScreenSources = import.meta.glob<string>(
    [
      '../app/*.{ts,tsx}',
      '../screens/{Entry,Order,NotFound}/*.{ts,tsx}',
      '../api/*.ts',
      '../format.ts',
      '!**/*.test.*',
    ],
    { query: '?raw', import: 'default', eager: true },
  );

  it('give the first screen every text it asks for', () => {
    const asked = Object.values(firstScreenSources).flatMap((source) =>
      [...source.matchAll(/\bt\(\s*'([\w.]+)'/g)].map(([, key]) => key ?? ''),
    );
    expect(asked.length).toBeGreaterThan(20);
    // 'site.title' is a tenant's own text from /texts only; without it the config's title is used.
    const serverOnly = ['site.title'];
    const missing = asked.filter((key) => !Object.hasOwn(entryEn, key) && !serverOnly.includes(key));
    expect(missing).toEqual([]);
  });

  it('give the error dialogs every catalogue message at start', () => {
    expect(errorKeys.map((key) => `errors.${key}`).filter((key) => !Object.hasOwn(entryEn, key))).toEqual([]);
  });
});
