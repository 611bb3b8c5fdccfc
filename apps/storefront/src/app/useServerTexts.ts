import type { LanguageCode } from '@venue/ticket-core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/api.ts';
import { applyServerTexts } from '../i18n/i18n.ts';

/** Spec section 2: on start the app loads the UI texts of the current language from the API. */
export function useServerTexts() {
  const { i18n } = useTranslation();
  const language = i18n.language as LanguageCode;
  useEffect(() => {
    api
      .getTexts({ query: { lang: language } })
      .then((texts) => {
        applyServerTexts(language, texts);
        void i18n.changeLanguage(language);
      })
      .catch(() => {
        // The bundled texts stay in place; a failure here must not block the visitor.
      });
  }, [language, i18n]);
}
