import {
  isLanguageCode,
  type LanguageCode,
  type LanguageEntry,
  languagesOnLoad,
  resolveLanguage,
} from '@venue/ticket-core';
import type { Storage } from '../storage/storage.ts';

export interface StartLanguageInput {
  /** The query's `lang`, if any. */
  requested: string | null;
  /** The site's languages. */
  supported: readonly LanguageCode[];
  storage: Storage;
  /** GET /langs, started already (the page preloads it). */
  languages: Promise<readonly LanguageEntry[]>;
  /** The bundled default, used only when the server's list cannot be had. */
  fallback: LanguageCode;
}

const supportedOrNull = (code: unknown, supported: readonly LanguageCode[]): LanguageCode | null =>
  isLanguageCode(code) && supported.includes(code) ? code : null;

/**
 * Spec sections 2 and 4: the language of the first screen. `?lang=` sets it; else the stored choice.
 * When the language list first loads and no default is stored, its `is_default` entry is stored as
 * `defaultLanguageCode` and made current if no language was chosen; an unsupported language falls back
 * to that default. The list is waited for only when it decides the first screen's language (nothing
 * chosen and no default stored); otherwise the default is stored when the list arrives.
 */
export async function startLanguage(input: StartLanguageInput): Promise<LanguageCode> {
  const { requested, supported, storage, languages, fallback } = input;
  const chosen =
    supportedOrNull(requested, supported) ?? supportedOrNull(storage.get('languageCode'), supported);
  const storedDefault = supportedOrNull(storage.get('defaultLanguageCode'), supported);

  const storeDefault = (entries: readonly LanguageEntry[]) => {
    const listed = entries.filter((entry) => supportedOrNull(entry.id, supported) !== null);
    const decided = languagesOnLoad(listed, { defaultLanguage: storedDefault, language: chosen });
    // A flagged entry the site does not offer is no default; the bundled one stands in.
    const defaultCode = supportedOrNull(decided.defaultLanguage, supported) ?? fallback;
    storage.set('defaultLanguageCode', defaultCode);
    return defaultCode;
  };

  if (storedDefault) {
    const language = chosen ?? storedDefault;
    storage.set('languageCode', language);
    return language;
  }
  if (chosen) {
    storage.set('languageCode', chosen);
    languages.then(storeDefault).catch(() => undefined);
    return chosen;
  }
  const defaultCode = await languages.then(storeDefault).catch(() => fallback);
  const language = resolveLanguage(null, supported, defaultCode);
  storage.set('languageCode', language);
  return language;
}
