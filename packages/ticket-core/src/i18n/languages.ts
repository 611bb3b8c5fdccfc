/** The six interface languages of spec section 1, in display order. */
export const languageCodes = ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Each language's name in its own language, as a language switcher lists it. */
export const languageNames: Record<LanguageCode, string> = {
  ja: '日本語',
  en: 'English',
  'zh-hans': '简体中文',
  'zh-hant': '繁體中文',
  kr: '한국어',
  th: 'ไทย',
};

/** Spec section 9: "Language default ja". */
export const defaultLanguage: LanguageCode = 'ja';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
