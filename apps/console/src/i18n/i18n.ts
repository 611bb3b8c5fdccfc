import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.ts';
import ja from './ja.ts';

/** The console's languages: Japanese and English. */
export const consoleLanguages = ['ja', 'en'] as const;
export type ConsoleLanguage = (typeof consoleLanguages)[number];

const storageKey = 'venue-console.language';

/** The language chosen before, else the browser's if English, else Japanese. */
export function startLanguage(): ConsoleLanguage {
  const stored = localStorage.getItem(storageKey);
  if (stored === 'ja' || stored === 'en') return stored;
  return navigator.language.startsWith('en') ? 'en' : 'ja';
}

export function initI18n(language: ConsoleLanguage) {
  document.documentElement.lang = language;
  return i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'ja',
    resources: { ja: { translation: ja }, en: { translation: en } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export async function changeLanguage(language: ConsoleLanguage): Promise<void> {
  localStorage.setItem(storageKey, language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
