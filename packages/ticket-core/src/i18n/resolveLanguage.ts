import { defaultLanguage, isLanguageCode, type LanguageCode } from './languages.ts';

/** Spec section 4: "an unsupported one falls back to the default". */
export function resolveLanguage(
  requested: string | null | undefined,
  supported: readonly LanguageCode[],
  fallback: LanguageCode = defaultLanguage,
): LanguageCode {
  if (isLanguageCode(requested) && supported.includes(requested)) return requested;
  return fallback;
}

/** An entry of GET /langs. */
export interface LanguageEntry {
  id: string;
  is_default: boolean;
}

export interface StoredLanguages {
  /** The stored default language code, if any. */
  defaultLanguage?: LanguageCode | null;
  /** The current language, if one was chosen. */
  language?: LanguageCode | null;
}

/**
 * Spec section 4: "When the language list first loads and no default is stored, the entry flagged
 * is_default is stored and also made current if none is chosen. Default ja."
 */
export function languagesOnLoad(
  entries: readonly LanguageEntry[],
  stored: StoredLanguages,
): { defaultLanguage: LanguageCode; language: LanguageCode } {
  const flagged = entries.find((entry) => entry.is_default)?.id;
  const defaultCode = stored.defaultLanguage ?? (isLanguageCode(flagged) ? flagged : defaultLanguage);
  return { defaultLanguage: defaultCode, language: stored.language ?? defaultCode };
}

/** Spec section 4: "changing it reloads the page when it differs". */
export function languageChangeReloads(current: LanguageCode, next: LanguageCode): boolean {
  return current !== next;
}
