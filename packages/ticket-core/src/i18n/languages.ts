/** The six interface languages of spec section 1, in display order. */
export const languageCodes = ['ja', 'en', 'zh-hans', 'zh-hant', 'kr', 'th'] as const;
export type LanguageCode = (typeof languageCodes)[number];

/** Spec section 9: "Language default ja". */
export const defaultLanguage: LanguageCode = 'ja';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (languageCodes as readonly string[]).includes(value);
}
