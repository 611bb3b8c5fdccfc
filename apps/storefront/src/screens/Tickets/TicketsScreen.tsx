import { isApiError } from '@venue/ticket-core';
import { LinkButton, NotFound } from '@venue/ticket-ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { tenant } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import { TicketList } from './TicketList.tsx';
import { fileHref, hrefFor } from './ticketLinks.ts';
import { WalletButtons } from './WalletButtons.tsx';

/** The app-download modal's code (a dialog) loads only on the sites that have one. */
const AppDownload = lazy(async () => ({ default: (await import('./AppDownload.tsx')).AppDownload }));

/** Spec section 2: /id/{reservationToken} — every ticket of the reservation with its QR code. */
export function TicketsScreen() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  const lang = useLanguage();
  const { data } = useApiQuery(
    `tickets:${token}:${lang}`,
    // An unknown token is answered with a page of its own rather than an error dialog.
    (signal) =>
      api
        .getTickets({ params: { reservation_token: token }, query: { lang }, signal })
        .catch((error: unknown) => {
          if (isApiError(error) && error.status === 404) return null;
          throw error;
        }),
    { route: 'other' },
  );
  if (data === null) {
    return (
      <NotFound
        title={t('tickets.notFound.title')}
        message={t('tickets.notFound.text')}
        homeLabel={t('tickets.notFound.order')}
        homeHref={hrefFor('/')}
      />
    );
  }
  if (!data) return <main className={styles.screen} aria-busy="true" />;
  return (
    <main className={styles.screen}>
      <TicketList reservation={data} />
      <p>
        {t('tickets.reservationNumber')}: <strong>{data.reservation_number}</strong>
      </p>
      <nav className={styles.actions} aria-label={t('tickets.actions')}>
        <LinkButton href={hrefFor(pagePath('share', { token }))}>{t('share.title')}</LinkButton>
        <LinkButton variant="secondary" href={hrefFor(pagePath('send', { token }))}>
          {t('send.title')}
        </LinkButton>
        {data.can_change_date ? (
          <LinkButton variant="secondary" href={hrefFor(pagePath('changeDate', { token }))}>
            {t('tickets.changeDate')}
          </LinkButton>
        ) : null}
        <LinkButton variant="secondary" href={hrefFor(pagePath('receipt', { token }))}>
          {t('receipt.title')}
        </LinkButton>
        <LinkButton variant="secondary" href={fileHref('getTicketsCalendar', token, i18n.language)} download>
          {t('tickets.addToCalendar')}
        </LinkButton>
        <WalletButtons token={token} lang={lang} wallet={data.wallet} />
      </nav>
      {tenant.showTicketHelp ? (
        <details>
          <summary>{t('tickets.help.title')}</summary>
          <p>{t('tickets.help.text')}</p>
        </details>
      ) : null}
      {tenant.appDownloadModal ? (
        <Suspense fallback={null}>
          <AppDownload app={tenant.appDownloadModal} />
        </Suspense>
      ) : null}
    </main>
  );
}
