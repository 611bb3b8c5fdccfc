import type { LanguageCode } from './languages.ts';

/** Spec section 1: "Locale codes: ja_JP, en_US, zh_CN, zh_TW, ko-KR; default locale en_US." */
export const localeCodes = ['ja_JP', 'en_US', 'zh_CN', 'zh_TW', 'ko-KR'] as const;
export type LocaleCode = (typeof localeCodes)[number];
export const defaultLocale: LocaleCode = 'en_US';

const localeOf: Partial<Record<LanguageCode, LocaleCode>> = {
  ja: 'ja_JP',
  en: 'en_US',
  'zh-hans': 'zh_CN',
  'zh-hant': 'zh_TW',
  kr: 'ko-KR',
};

/** The locale code of a language; languages without one (th) take the default locale. */
export function localeForLanguage(language: LanguageCode): LocaleCode {
  return localeOf[language] ?? defaultLocale;
}

const intlTags: Record<LanguageCode, string> = {
  ja: 'ja-JP',
  en: 'en-US',
  'zh-hans': 'zh-CN',
  'zh-hant': 'zh-TW',
  kr: 'ko-KR',
  th: 'th-TH',
};

/** The BCP 47 tag Intl formats a language with. */
export function intlLocale(language: LanguageCode): string {
  return intlTags[language];
}
