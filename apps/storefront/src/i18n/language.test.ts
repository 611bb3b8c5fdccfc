import { describe, expect, it } from 'vitest';
import { languageCode } from './language.ts';

describe('languageCode', () => {
  it('keeps each of our codes', () => {
    expect(languageCode('zh-hant')).toBe('zh-hant');
    expect(languageCode('th')).toBe('th');
  });

  it('gives the default language before i18next has one of ours', () => {
    expect(languageCode(undefined)).toBe('ja');
    expect(languageCode('cimode')).toBe('ja');
    expect(languageCode('zh-Hans')).toBe('ja');
  });
});
