import { intlLocale, type LanguageCode } from '@venue/ticket-core';
import { ThemeProvider } from '@venue/ticket-ui';
import i18next from 'i18next';
import { Provider } from 'jotai';
import { I18nProvider } from 'react-aria-components';
import { RouterProvider } from 'react-router';
import { store } from '../state/ui.ts';
import { router } from './router.tsx';

export function App({ themeClass }: { themeClass: string }) {
  return (
    <Provider store={store}>
      {/* react-aria formats dates and names its own controls in the visitor's language. */}
      <I18nProvider locale={intlLocale(i18next.language as LanguageCode)}>
        <ThemeProvider themeClass={themeClass}>
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nProvider>
    </Provider>
  );
}
