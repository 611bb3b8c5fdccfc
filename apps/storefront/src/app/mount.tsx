import { themeClass } from 'virtual:tenant-theme';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { App } from './App.tsx';
import { showsFirstRender } from './firstPaint.ts';

/**
 * Puts the app into `root`: takes over the first screen the page's HTML already shows (built in, or
 * written by the server), else renders anew. A takeover runs as a transition, which React hydrates in
 * slices of a few milliseconds, yielding to the browser between them, instead of in one long task.
 *
 * main.tsx imports this module dynamically as it starts, so react-dom and the app's components are
 * evaluated in a task of their own, apart from the start-up code's.
 */
export function mountApp(root: HTMLElement, route: string, language: string): void {
  const app = <App themeClass={themeClass} routed={(routes) => <HashRouter>{routes}</HashRouter>} />;
  if (showsFirstRender(root, route, language)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
}
