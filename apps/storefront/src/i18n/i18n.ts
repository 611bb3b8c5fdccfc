import type { LanguageCode } from '@venue/ticket-core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from './messages/en.ts';

export type MessageKey = keyof typeof en;
type Messages = Record<MessageKey, string>;

/** Bundled defaults, one chunk per language so a visitor downloads only their own. */
const bundled: Record<LanguageCode, () => Promise<{ default: Messages }>> = {
  ja: () => import('./messages/ja.ts'),
  en: () => import('./messages/en.ts'),
  'zh-hans': () => import('./messages/zh-hans.ts'),
  'zh-hant': () => import('./messages/zh-hant.ts'),
  kr: () => import('./messages/kr.ts'),
  th: () => import('./messages/th.ts'),
};

/** Starts i18next with the bundled texts of one language; keys are flat, React escapes output. */
export async function initI18n(language: LanguageCode): Promise<i18n> {
  const messages = (await bundled[language]()).default;
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // Our codes (zh-hans, zh-hant) are used as given; i18next would otherwise rewrite them to zh-Hans.
    lowerCaseLng: true,
    resources: { [language]: { translation: messages } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/**
 * Spec section 2: UI texts from /texts override the bundled defaults for the current language; the
 * screens render again with them.
 */
export function applyServerTexts(
  language: LanguageCode,
  texts: ReadonlyArray<{ key: string; text: string }>,
) {
  i18next.addResources(
    language,
    'translation',
    Object.fromEntries(texts.map(({ key, text }) => [key, text])),
  );
  void i18next.changeLanguage(language);
}
