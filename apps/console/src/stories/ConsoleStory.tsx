import type { Decorator } from '@storybook/react-vite';
import type { ApiClient } from '@venue/ticket-core';
import { type ReactNode, useMemo } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import * as styles from '../app/console.css.ts';
import { ConsoleContext, type ConsoleContextValue } from '../app/session.tsx';
import { initI18n } from '../i18n/i18n.ts';
import { consoleAnswers } from './consoleAnswers.ts';
import { fixtureApi } from './fixtureApi.ts';
import { staffSession, storyVenueId } from './venueFixtures.ts';

/** The console's API client in stories: every call answers from the fixtures. */
export const storyApi = fixtureApi(consoleAnswers);

/** The signed-in manager of the demo venue. */
const signedIn: ConsoleContextValue = {
  venueId: storyVenueId,
  api: storyApi,
  session: staffSession,
  may: (permission) => staffSession.permissions.includes(permission),
  signedOut: () => {},
};

let i18nReady: Promise<unknown> | undefined;

/** The console's texts, in Japanese, loaded once before the first story renders. */
export async function consoleTexts(): Promise<Record<string, never>> {
  i18nReady ??= initI18n('ja');
  await i18nReady;
  return {};
}

export interface ConsoleStoryProps {
  /** Where the router starts, e.g. `/demo/orders?q=山田`. */
  url: string;
  /** The screen's route under `/:venueId/`, as the console declares it, e.g. `orders/:orderId`. */
  route: string;
  /** What the screen's calls answer; the console's fixtures by default. */
  api?: ApiClient;
  children: ReactNode;
}

/** A screen as the console shows it: on its page, signed in, at a URL of its route. */
export function ConsoleStory({ url, route, api = storyApi, children }: ConsoleStoryProps) {
  const value = useMemo(() => ({ ...signedIn, api }), [api]);
  return (
    <div className={styles.page}>
      <ConsoleContext.Provider value={value}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path={`/:venueId/${route}`} element={children} />
          </Routes>
        </MemoryRouter>
      </ConsoleContext.Provider>
    </div>
  );
}

/** Renders a screen's stories in `ConsoleStory` at `url`, under `route`. */
export function consoleScreen(route: string, url = `/${storyVenueId}/${route}`): Decorator {
  return (Story) => (
    <ConsoleStory url={url} route={route}>
      <Story />
    </ConsoleStory>
  );
}
