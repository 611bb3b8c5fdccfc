import { defaultLanguage, isLanguageCode, type LanguageCode } from '@venue/ticket-core';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The language i18next runs in as one of our codes: `initI18n` starts it in one, so anything else (it has
 * not started yet) is the default language.
 */
export function languageCode(language: string | undefined = i18next.language): LanguageCode {
  return isLanguageCode(language) ? language : defaultLanguage;
}

/** The visitor's language in a component, which renders again when it changes. */
export function useLanguage(): LanguageCode {
  return languageCode(useTranslation().i18n.language);
}
