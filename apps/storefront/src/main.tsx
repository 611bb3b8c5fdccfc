import './app/document.css.ts';
import { api } from './api/api.ts';
import { pageAnswer, readPageAnswers } from './api/pageAnswers.ts';
import { baseRedirect } from './app/bases.ts';
import { findRoute } from './app/findRoute.ts';
import { nextTask } from './app/nextTask.ts';
import { productPageAddress } from './app/productPage.ts';
import { shareStyleNonce } from './app/styleNonce.ts';
import { startTagManager } from './app/tagManager.ts';
import { applyServerTexts, initI18n } from './i18n/i18n.ts';
import { type ServerTexts, serverTextsQuery } from './i18n/serverTexts.ts';
import { startLanguage } from './i18n/startLanguage.ts';
import { storage, tenant } from './tenant.ts';

async function start() {
  // This chunk's evaluation and the start's first steps are two tasks, each short.
  await nextTask();
  const productPage = productPageAddress(
    window.location.pathname,
    window.location.search,
    window.location.hash,
  );
  if (productPage) window.history.replaceState(null, '', productPage);
  const route = window.location.hash.replace(/^#/, '') || '/';
  const moveTo = baseRedirect(window.location.pathname, route);
  if (moveTo) {
    window.location.replace(`${moveTo}${window.location.search}${window.location.hash}`);
    return;
  }
  // The app's components and react-dom load and evaluate beside the language and texts.
  const mount = import('./app/mount.tsx');
  const query = new URLSearchParams(route.split('?')[1] ?? window.location.search);
  // Spec sections 2 and 4: ?lang= sets the language, else the stored choice, else the server's default
  // (GET /langs, preloaded by the page, is waited for only then); the default is stored.
  const language = await startLanguage({
    requested: query.get('lang'),
    supported: tenant.languages,
    storage,
    languages: api.getLangs(),
    fallback: tenant.defaultLanguage,
  });
  // The first screen's code and data (unless the page came with its answers), and the server's texts,
  // download beside the bundled texts.
  readPageAnswers(document);
  const first = findRoute(route.split('?')[0] || '/');
  first?.prefetch?.(language);
  // Spec section 2: the server's texts replace the bundled ones. A page whose first screen the server
  // rendered carries them, and the app starts with them; otherwise they are asked for and replace the
  // bundled ones when they arrive: the first render does not wait, and without them the bundled stay.
  const pageTexts = pageAnswer<ServerTexts>(serverTextsQuery(language).key);
  const i18nReady = initI18n(language, pageTexts);
  if (!pageTexts) {
    api
      .getTexts({ query: { lang: language } })
      .then(async (texts) => {
        await i18nReady;
        applyServerTexts(language, texts);
      })
      .catch(() => undefined);
  }
  const [{ mountApp }] = await Promise.all([mount, i18nReady, first?.load()]);
  // The last chunk to arrive was evaluated in this task: the hydration begins in the next.
  await nextTask();
  const root = document.getElementById('root');
  if (root) mountApp(root, route, language);
  // Spec 3 and 7: the site's tag-manager data (stored for the session); its container loads after the
  // first render, and a site without one loads nothing.
  void startTagManager(tenant.id, storage, () => api.getTagManager({ params: { id: tenant.id } }));
}

// Before any dialog can open: the scroll lock's <style> element needs the page's nonce.
shareStyleNonce();
void start();
