import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages.ts';
import { defaultLocale, intlLocale, localeCodes, localeForLanguage } from './locales.ts';

describe('locales (spec 1)', () => {
  it('"Locale codes: ja_JP, en_US, zh_CN, zh_TW, ko-KR; default locale en_US"', () => {
    expect(localeCodes).toEqual(['ja_JP', 'en_US', 'zh_CN', 'zh_TW', 'ko-KR']);
    expect(defaultLocale).toBe('en_US');
  });

  it('maps each language to its locale code, th to the default', () => {
    expect(languageCodes.map(localeForLanguage)).toEqual([
      'ja_JP',
      'en_US',
      'zh_CN',
      'zh_TW',
      'ko-KR',
      'en_US',
    ]);
  });

  it('gives Intl a supported tag for every language', () => {
    for (const language of languageCodes) {
      expect(Intl.DateTimeFormat.supportedLocalesOf([intlLocale(language)])).toHaveLength(1);
    }
  });
});
