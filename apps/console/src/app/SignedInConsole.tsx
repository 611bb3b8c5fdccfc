import type { StaffPermission } from '@venue/ticket-core';
import { Button, Select } from '@venue/ticket-ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Route, Routes, useNavigate } from 'react-router-dom';
import { GateScreen } from '../gate/GateScreen.tsx';
import { AuditLog } from '../screens/AuditLog.tsx';
import { CheckInScreen } from '../screens/CheckInScreen.tsx';
import { Coupons } from '../screens/Coupons.tsx';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { OrderPage } from '../screens/OrderPage.tsx';
import { Orders } from '../screens/Orders.tsx';
import { Reports } from '../screens/Reports.tsx';
import { SecondFactor } from '../screens/SecondFactor.tsx';
import { Staff } from '../screens/Staff.tsx';
import { Stock } from '../screens/Stock.tsx';
import { Today } from '../screens/Today.tsx';
import { ConsoleHeader } from './ConsoleHeader.tsx';
import * as styles from './console.css.ts';
import { ConsoleContext, type ConsoleContextValue } from './session.tsx';

/**
 * A venue's console once signed in: the header (the staff member's other venues, who is signed in, signing
 * out), the sections the role may use, and the open section's screen.
 */
export function SignedInConsole({
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
