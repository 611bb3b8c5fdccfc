import type { StaffPermission } from '@venue/ticket-core';
import { isApiError } from '@venue/ticket-core';
import { Button, Loader, Select, ThemeProvider } from '@venue/ticket-ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams } from 'react-router-dom';
import { consoleApi } from '../api/consoleApi.ts';
import { GateScreen } from '../gate/GateScreen.tsx';
import { type ConsoleLanguage, changeLanguage, consoleLanguages } from '../i18n/i18n.ts';
import { forgetSession, keepSession, keptSession } from '../offline/keptSession.ts';
import { useVenueManifest } from '../offline/useVenueManifest.ts';
import { AuditLog } from '../screens/AuditLog.tsx';
import { CheckInScreen } from '../screens/CheckInScreen.tsx';
import { Coupons } from '../screens/Coupons.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { OrderPage } from '../screens/OrderPage.tsx';
import { Orders } from '../screens/Orders.tsx';
import { Reports } from '../screens/Reports.tsx';
import { SecondFactor } from '../screens/SecondFactor.tsx';
import { SetPassword } from '../screens/SetPassword.tsx';
import { SignIn } from '../screens/SignIn.tsx';
import { Staff } from '../screens/Staff.tsx';
import { Stock } from '../screens/Stock.tsx';
import { Today } from '../screens/Today.tsx';
import { useVenueTheme } from '../venues/useVenueTheme.ts';
import { rememberVenue, venueById } from '../venues/venues.ts';
import * as styles from './console.css.ts';
import { ConsoleContext, type ConsoleContextValue, type StaffSession } from './session.tsx';

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
        <SignedIn
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

function SignedIn({
  venueId,
  venueTitle,
  session,
  api,
  signedOut,
}: Omit<ConsoleContextValue, 'may'> & { venueTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const value = useMemo<ConsoleContextValue>(
    () => ({
      venueId,
      api,
      session,
      signedOut,
      may: (permission: StaffPermission) => session.permissions.includes(permission),
    }),
    [venueId, api, session, signedOut],
  );
  const signOut = async (everywhere: boolean) => {
    await (everywhere ? api.consoleSignOutEverywhere() : api.consoleSignOut()).catch(() => null);
    signedOut();
  };
  const home = value.may('today.read') ? 'today' : 'orders';
  return (
    <ConsoleContext.Provider value={value}>
      <ConsoleHeader venueTitle={venueTitle}>
        {session.venues.length > 1 ? (
          <Select
            label={t('app.venue')}
            hideLabel
            size="small"
            options={session.venues.map((venue) => ({
              value: venue.tenant_id,
              label: `${venue.title_ja} / ${venue.title} — ${t(`role.${venue.role}`)}`,
            }))}
            value={venueId}
            onChange={(id) => navigate(`/${id}/today`)}
          />
        ) : null}
        <span className={styles.headerText}>
          {t('session.signedInAs', { email: session.staff.email, role: t(`role.${session.role}`) })}
        </span>
        <Button variant="secondary" size="small" onPress={() => signOut(false)}>
          {t('session.signOut')}
        </Button>
        <Button variant="secondary" size="small" onPress={() => signOut(true)}>
          {t('session.signOutEverywhere')}
        </Button>
      </ConsoleHeader>
      <nav className={styles.nav} aria-label={t('nav.main')}>
        {value.may('today.read') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/today`}>
            {t('nav.today')}
          </NavLink>
        ) : null}
        {value.may('orders.read') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/orders`}>
            {t('nav.orders')}
          </NavLink>
        ) : null}
        {value.may('tickets.checkIn') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/checkin`}>
            {t('nav.checkIn')}
          </NavLink>
        ) : null}
        {value.may('audit.read') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/audit`}>
            {t('nav.audit')}
          </NavLink>
        ) : null}
        {value.may('stock.read') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/stock`}>
            {t('nav.stock')}
          </NavLink>
        ) : null}
        {value.may('coupons.manage') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/coupons`}>
            {t('nav.coupons')}
          </NavLink>
        ) : null}
        {value.may('reports.read') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/reports`}>
            {t('nav.reports')}
          </NavLink>
        ) : null}
        {value.may('gate.scan') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/gate`}>
            {t('nav.gate')}
          </NavLink>
        ) : null}
        {value.may('staff.manage') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/staff`}>
            {t('nav.staff')}
          </NavLink>
        ) : null}
        {value.may('account.secondFactor') ? (
          <NavLink className={styles.navLink} to={`/${venueId}/second-factor`}>
            {t('nav.secondFactor')}
          </NavLink>
        ) : null}
      </nav>
      <Routes>
        <Route index element={<Navigate to={home} replace />} />
        {value.may('today.read') ? <Route path="today" element={<Today />} /> : null}
        {value.may('orders.read') ? <Route path="orders" element={<Orders />} /> : null}
        {value.may('orders.read') ? <Route path="orders/:orderId" element={<OrderPage />} /> : null}
        {value.may('tickets.checkIn') ? <Route path="checkin" element={<CheckInScreen />} /> : null}
        {value.may('audit.read') ? <Route path="audit" element={<AuditLog />} /> : null}
        {value.may('stock.read') ? <Route path="stock" element={<Stock />} /> : null}
        {value.may('coupons.manage') ? <Route path="coupons" element={<Coupons />} /> : null}
        {value.may('reports.read') ? <Route path="reports" element={<Reports />} /> : null}
        {value.may('gate.scan') ? <Route path="gate" element={<GateScreen />} /> : null}
        {value.may('staff.manage') ? <Route path="staff" element={<Staff />} /> : null}
        {value.may('account.secondFactor') ? <Route path="second-factor" element={<SecondFactor />} /> : null}
        <Route path="sign-in" element={<Navigate to={`/${venueId}/${home}`} replace />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </ConsoleContext.Provider>
  );
}

function ConsoleHeader({ venueTitle, children }: { venueTitle: string; children?: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <header className={styles.header}>
      <p className={styles.brand}>
        {venueTitle} <span className={styles.headerText}>{t('app.title')}</span>
      </p>
      <span className={styles.spacer} />
      {children}
      <Select
        label={t('app.language')}
        hideLabel
        size="small"
        options={consoleLanguages.map((language) => ({
          value: language,
          label: language === 'ja' ? '日本語' : 'English',
          lang: language,
        }))}
        value={i18n.language}
        onChange={(language) => void changeLanguage(language as ConsoleLanguage)}
      />
    </header>
  );
}
