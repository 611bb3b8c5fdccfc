import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'wouter';
import { storage, tenant } from '../../tenant.ts';
import type { CompleteData } from '../Payment/paymentData.ts';
import * as styles from '../screen.css.ts';

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
        <LinkButton href="#/reservation-inquiry">{t('inquiry.title')}</LinkButton>
      </main>
    );
  }
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{timeChange ? t('complete.timeChange') : t('complete.title')}</h1>
      {complete?.email ? <p>{t('complete.text', { email: complete.email })}</p> : null}
      {tenant.completeGoToTicketButton && complete ? (
        <LinkButton href={`tickets/#/id/${encodeURIComponent(complete.reservationToken)}`}>
          {t('complete.toTicket')}
        </LinkButton>
      ) : null}
    </main>
  );
}
