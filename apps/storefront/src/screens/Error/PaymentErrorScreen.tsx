import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { pageHref } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import type { ChangeDateData } from '../ChangeDate/changeDateData.ts';
import * as styles from '../screen.css.ts';

/** Spec section 2: /payment-error, with the query time_change and additional_info. */
export function PaymentErrorScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const info = query.get('additional_info');
  const timeChange = query.get('time_change') === 'true';
  const changing = timeChange ? storage.get<ChangeDateData>('changeDateData') : null;
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('paymentError.title')}</h1>
      <p role="alert">{t('paymentError.text')}</p>
      {info ? <p className={styles.muted}>{info}</p> : null}
      <LinkButton
        href={
          changing
            ? pageHref('changeDate', { token: changing.reservationToken })
            : timeChange
              ? pageHref('reservationInquiry')
              : pageHref('order')
        }
      >
        {t('paymentError.retry')}
      </LinkButton>
    </main>
  );
}
