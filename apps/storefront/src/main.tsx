import { themeClass } from 'virtual:tenant-theme';
import { resolveLanguage } from '@venue/ticket-core';
import { createRoot } from 'react-dom/client';
import './app/document.css.ts';
import { App } from './app/App.tsx';
import { baseRedirect } from './app/bases.ts';
import { initI18n } from './i18n/i18n.ts';
import { storage, tenant } from './tenant.ts';

async function start() {
  const route = window.location.hash.replace(/^#/, '') || '/';
  const moveTo = baseRedirect(window.location.pathname, route);
  if (moveTo) {
    window.location.replace(`${moveTo}${window.location.search}${window.location.hash}`);
    return;
  }
  const query = new URLSearchParams(route.split('?')[1] ?? window.location.search);
  // Spec sections 2 and 4: ?lang= sets the language; else the stored choice; unsupported falls back.
  const stored = resolveLanguage(storage.get('languageCode'), tenant.languages, tenant.defaultLanguage);
  const language = resolveLanguage(query.get('lang'), tenant.languages, stored);
  storage.set('languageCode', language);
  await initI18n(language);
  document.body.classList.add(themeClass);
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<App themeClass={themeClass} />);
}

void start();
