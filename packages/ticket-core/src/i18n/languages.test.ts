import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguageCode, languageCodes, languageNames } from './languages.ts';

describe('languages (spec 1, 9)', () => {
  it('"supported ja, en, zh-hans, zh-hant, kr, th", "Language default ja"', () => {
    expect(languageCodes).toEqual(['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th']);
    expect(defaultLanguage).toBe('ja');
  });

  it('names every language in its own language', () => {
    expect(Object.keys(languageNames)).toEqual([...languageCodes]);
    expect(languageNames.ja).toBe('日本語');
    expect(languageNames.th).toBe('ไทย');
  });

  it('recognises only the six codes', () => {
    expect(isLanguageCode('zh-hant')).toBe(true);
    expect(isLanguageCode('ko')).toBe(false);
    expect(isLanguageCode(undefined)).toBe(false);
  });
});
