import type { LanguageCode } from '@venue/ticket-core';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languageCode } from './language.ts';
import type { ServerTexts } from './serverTexts.ts';

type Texts = Readonly<Record<string, string>>;
type TextChunks = Record<LanguageCode, () => Promise<{ default: Texts }>>;

/**
 * Bundled defaults, one chunk per language and group, so a visitor downloads only their own language,
 * and the first screen only the texts it shows (the shell, the order screen, dialogs and error
 * messages); the texts of every other page come with the first of those pages.
 */
const entryTexts: TextChunks = {
  ja: () => import('./messages/entry/ja.ts'),
  en: () => import('./messages/entry/en.ts'),
  'zh-hans': () => import('./messages/entry/zh-hans.ts'),
  'zh-hant': () => import('./messages/entry/zh-hant.ts'),
  kr: () => import('./messages/entry/kr.ts'),
  th: () => import('./messages/entry/th.ts'),
};
const pageTexts: TextChunks = {
  ja: () => import('./messages/pages/ja.ts'),
  en: () => import('./messages/pages/en.ts'),
  'zh-hans': () => import('./messages/pages/zh-hans.ts'),
  'zh-hant': () => import('./messages/pages/zh-hant.ts'),
  kr: () => import('./messages/pages/kr.ts'),
  th: () => import('./messages/pages/th.ts'),
};

let started: Promise<i18n> | undefined;

/**
 * Starts i18next with the bundled first-screen texts of one language, and the server's texts over them
 * when the page came with them (spec section 2); keys are flat, React escapes output.
 */
export function initI18n(language: LanguageCode, serverTexts: ServerTexts = []): Promise<i18n> {
  started = start(language, serverTexts);
  return started;
}

async function start(language: LanguageCode, serverTexts: ServerTexts): Promise<i18n> {
  const bundled = (await entryTexts[language]()).default;
  const texts = { ...bundled, ...Object.fromEntries(serverTexts.map(({ key, text }) => [key, text])) };
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    // Our codes (zh-hans, zh-hant) are used as given; i18next would otherwise rewrite them to zh-Hans.
    lowerCaseLng: true,
    resources: { [language]: { translation: texts } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    // Screens render again when texts are added (the page texts, the server's texts).
    react: { bindI18nStore: 'added' },
  });
  return i18next;
}

let pagesLoaded: Promise<void> | undefined;

/**
 * The texts of the pages beyond the first screen, added once for the current language. The server's
 * texts (which may have arrived first) keep precedence over these defaults.
 */
export function loadPageTexts(): Promise<void> {
  pagesLoaded ??= (async () => {
    if (!started) throw new Error('initI18n must run before the page texts load');
    const i18n = await started;
    const { default: texts } = await pageTexts[languageCode(i18n.language)]();
    i18n.addResourceBundle(i18n.language, 'translation', texts, true, false);
  })();
  return pagesLoaded;
}

/**
 * Spec section 2: UI texts from /texts override the bundled defaults for the current language; the
 * screens render again with them.
 */
export function applyServerTexts(language: LanguageCode, texts: ServerTexts) {
  i18next.addResources(
    language,
    'translation',
    Object.fromEntries(texts.map(({ key, text }) => [key, text])),
  );
  void i18next.changeLanguage(language);
}
