import { isApiError } from '@venue/ticket-core';
import { Loader, ThemeProvider } from '@venue/ticket-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { consoleApi } from '../api/consoleApi.ts';
import { forgetSession, keepSession, keptSession } from '../offline/keptSession.ts';
import { useVenueManifest } from '../offline/useVenueManifest.ts';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { SetPassword } from '../screens/SetPassword.tsx';
import { SignIn } from '../screens/SignIn.tsx';
import { useVenueTheme } from '../venues/useVenueTheme.ts';
import { rememberVenue, venueById } from '../venues/venues.ts';
import { ConsoleHeader } from './ConsoleHeader.tsx';
import * as styles from './console.css.ts';
import { SignedInConsole } from './SignedInConsole.tsx';
import type { StaffSession } from './session.tsx';

type SessionState =
  | { kind: 'loading' }
  | { kind: 'signedOut'; notice: string | null }
  | { kind: 'signedIn'; session: StaffSession };

/** One venue's console, in its theme: signing in, then the sections its role may use. */
export function VenueConsole() {
  const { venueId = '' } = useParams();
  const venue = venueById(venueId);
  if (!venue) return <NotFoundScreen />;
  return <KnownVenueConsole key={venue.id} venueId={venue.id} />;
}

function KnownVenueConsole({ venueId }: { venueId: string }) {
  const { t, i18n } = useTranslation();
  const themeClass = useVenueTheme(venueId);
  useVenueManifest(venueId);
  const csrf = useRef<string | null>(null);
  const api = useMemo(() => consoleApi(venueId, () => csrf.current), [venueId]);
  const [state, setState] = useState<SessionState>({ kind: 'loading' });
  const venue = venueById(venueId);
  const venueTitle = i18n.language === 'en' ? (venue?.title ?? venueId) : (venue?.titleJa ?? venueId);
  const location = useLocation();
  const navigate = useNavigate();
  // A mailed set-password link opens `#/<venue>/set-password?token=…`, signed in or not.
  const settingPassword = location.pathname === `/${venueId}/set-password`;

  const signedIn = useCallback((session: StaffSession) => {
    csrf.current = session.csrf_token;
    rememberVenue(session.tenant_id);
    void keepSession(session.tenant_id, session);
    setState({ kind: 'signedIn', session });
  }, []);
  const signedOut = useCallback(() => {
    csrf.current = null;
    void forgetSession(venueId);
    setState((previous) =>
      previous.kind === 'signedOut'
        ? previous
        : { kind: 'signedOut', notice: previous.kind === 'signedIn' ? t('error.sign-in required') : null },
    );
  }, [t, venueId]);

  // The session, asked of the server on opening and again when the network comes back. With no network,
  // the session kept from the last sign-in opens the console (the gate admits offline); the server's
  // answer replaces it as soon as there is one.
  useEffect(() => {
    const controller = new AbortController();
    const ask = () =>
      api.getConsoleSession({ signal: controller.signal }).then(signedIn, async (failure) => {
        if (controller.signal.aborted) return;
        if (isApiError(failure) && failure.kind === 'connection') {
          const kept = await keptSession(venueId);
          if (kept && !controller.signal.aborted) {
            setState((previous) =>
              previous.kind === 'signedIn' ? previous : { kind: 'signedIn', session: kept },
            );
            return;
          }
        }
        const notice =
          isApiError(failure) && failure.status === 403 ? t('error.not staff of this venue') : null;
        csrf.current = null;
        void forgetSession(venueId);
        setState({ kind: 'signedOut', notice });
      });
    void ask();
    window.addEventListener('online', ask);
    return () => {
      controller.abort();
      window.removeEventListener('online', ask);
    };
  }, [api, signedIn, t, venueId]);

  useEffect(() => {
    document.title = `${venueTitle} — ${t('app.title')}`;
  }, [venueTitle, t]);

  if (themeClass === null || state.kind === 'loading') return <Loader open label={t('app.loading')} />;
  if (settingPassword)
    return (
      <ThemeProvider themeClass={themeClass} className={styles.page}>
        <ConsoleHeader venueTitle={venueTitle} />
        <SetPassword
          api={api}
          venueTitle={venueTitle}
          token={new URLSearchParams(location.search).get('token')}
          onSignedIn={(session) => {
            signedIn(session);
            navigate(`/${venueId}`, { replace: true });
          }}
          onSignIn={() => navigate(`/${venueId}`, { replace: true })}
        />
      </ThemeProvider>
    );
  return (
    <ThemeProvider themeClass={themeClass} className={styles.page}>
      {state.kind === 'signedOut' ? (
        <>
          <ConsoleHeader venueTitle={venueTitle} />
          <SignIn api={api} venueTitle={venueTitle} notice={state.notice} onSignedIn={signedIn} />
        </>
      ) : (
        <SignedInConsole
          venueId={venueId}
          venueTitle={venueTitle}
          session={state.session}
          api={api}
          signedOut={signedOut}
        />
      )}
    </ThemeProvider>
  );
}
