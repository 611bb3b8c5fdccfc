import { ThemeProvider } from '@venue/ticket-ui';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router';
import { store } from '../state/ui.ts';
import { router } from './router.tsx';

export function App({ themeClass }: { themeClass: string }) {
  return (
    <Provider store={store}>
      <ThemeProvider themeClass={themeClass}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </Provider>
  );
}
