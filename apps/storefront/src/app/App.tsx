import { intlLocale, type LanguageCode } from '@venue/ticket-core';
import { ThemeProvider } from '@venue/ticket-ui';
import i18next from 'i18next';
import { Provider } from 'jotai';
import { I18nProvider } from 'react-aria-components';
import { Router } from 'wouter';
import { store } from '../state/ui.ts';
import { useHashLocation } from './hashLocation.ts';
import { Layout } from './Layout.tsx';
import { Screens } from './router.tsx';

export function App({ themeClass }: { themeClass: string }) {
  return (
    <Provider store={store}>
      {/* react-aria formats dates and names its own controls in the visitor's language. */}
      <I18nProvider locale={intlLocale(i18next.language as LanguageCode)}>
        <ThemeProvider themeClass={themeClass}>
          <Router hook={useHashLocation}>
            <Layout>
              <Screens />
            </Layout>
          </Router>
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
