import { intlLocale } from '@venue/ticket-core';
import { ThemeProvider } from '@venue/ticket-ui';
import { Provider } from 'jotai';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { languageCode } from '../i18n/language.ts';
import { store } from '../state/ui.ts';
import { Layout } from './Layout.tsx';
import { Screens } from './router.tsx';

/**
 * The app inside its router: the hash router in the browser (spec section 2: `#/complete?token=…`, the
 * route's query inside the hash), a memory router for the build's render of the first screen.
 */
export function App({
  themeClass,
  routed,
}: {
  themeClass: string;
  /** Puts the app in its router. */
  routed: (app: ReactNode) => ReactNode;
}) {
  return (
    <Provider store={store}>
      {/* react-aria formats dates and names its own controls in the visitor's language. */}
      <I18nProvider locale={intlLocale(languageCode())}>
        <ThemeProvider themeClass={themeClass}>
          {routed(
            <Layout>
              <Screens />
            </Layout>,
          )}
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
