import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguageCode, languageCodes } from './languages.ts';

describe('languages (spec 1, 9)', () => {
  it('"supported ja, en, zh-hans, zh-hant, kr, th", "Language default ja"', () => {
    expect(languageCodes).toEqual(['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th']);
    expect(defaultLanguage).toBe('ja');
  });

  it('recognises only the six codes', () => {
    expect(isLanguageCode('zh-hant')).toBe(true);
    expect(isLanguageCode('ko')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
