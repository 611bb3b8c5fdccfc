import { isApiError } from '@venue/ticket-core';
import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pageHref } from '../../app/pages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage, tenant } from '../../tenant.ts';
import type { CompleteData } from '../Payment/paymentData.ts';
import { ReservationSummary } from '../Summary/ReservationSummary.tsx';
import * as styles from '../screen.css.ts';

/** The purchase just made, for its summary; nothing when its tickets cannot be read (never a dialog here). */
function useReservation(reservationToken: string | undefined) {
  const lang = useLanguage();
  return useApiQuery(
    reservationToken ? `reservation:${reservationToken}:${lang}` : null,
    (signal) =>
      api
        .getTickets({ params: { reservation_token: reservationToken ?? '' }, query: { lang }, signal })
        .catch((error: unknown) => {
          if (isApiError(error) && error.kind === 'http') return null;
          throw error;
        }),
    { route: 'other' },
  );
}

/**
 * Spec section 2: /complete, with the time-change flag and the inquiry mode of a critical refund error
 * (the payment's number to quote, and the way to the visitor's tickets).
 */
export function CompleteScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const complete = storage.get<CompleteData>('completeData');
  const inquiry = query.get('inquiry') === 'true';
  const timeChange = query.get('time_change') === 'true';
  const reservation = useReservation(inquiry ? undefined : complete?.reservationToken);

  if (inquiry) {
    // The payment may have gone through: the number it was made under is what the venue will ask for.
    const paymentNumber = complete?.paymentNumber ?? storage.get<string>('paymentNumber');
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>{t('error.title')}</h1>
        <p role="alert">{t('complete.inquiry')}</p>
        {paymentNumber ? (
          <p>
            {t('complete.reservationNumber')}: <strong>{paymentNumber}</strong>
          </p>
        ) : null}
        <LinkButton href={pageHref('reservationInquiry')}>{t('inquiry.title')}</LinkButton>
      </main>
    );
  }
  return (
    <main className={styles.withSummary}>
      <h1 className={styles.title}>{timeChange ? t('complete.timeChange') : t('complete.title')}</h1>
      {reservation.data ? <ReservationSummary reservation={reservation.data} /> : null}
      <div className={styles.form}>
        {complete?.email ? <p>{t('complete.text', { email: complete.email })}</p> : null}
        {tenant.completeGoToTicketButton && complete ? (
          <LinkButton href={`tickets/#/id/${encodeURIComponent(complete.reservationToken)}`}>
            {t('complete.toTicket')}
          </LinkButton>
        ) : null}
      </div>
    </main>
  );
}
