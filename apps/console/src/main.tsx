import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { shareStyleNonce } from './app/styleNonce.ts';
import { initI18n, startLanguage } from './i18n/i18n.ts';
import { registerServiceWorker } from './offline/registerServiceWorker.ts';

shareStyleNonce();
registerServiceWorker();
await initI18n(startLanguage());
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
