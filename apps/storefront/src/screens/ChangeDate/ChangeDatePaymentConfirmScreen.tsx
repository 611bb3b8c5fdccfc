import { Button, LinkButton } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { type ChangeDatePaymentData, changePaymentPath, checkoutTimeChange } from './changeDateData.ts';

/**
 * Spec section 2: /tickets/changedate/payment/confirm/{reservationToken}/timechange/{timechangeToken} —
 * the last look before the difference is paid and the change made.
 */
export function ChangeDatePaymentConfirmScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '', timechangeToken = '' } = useParams();
  const where = { route: 'time-change', reservationToken: token } as const;
  const [payment] = useState(() => storage.get<ChangeDatePaymentData>('changeDatePaymentData'));
  const [paying, setPaying] = useState(false);
  const change = useApiQuery(
    `timechange:${timechangeToken}`,
    (signal) => api.getTimeChange({ params: { timechange_token: timechangeToken }, signal }),
    where,
  );
  const paymentPath = changePaymentPath(token, timechangeToken);
  if (!payment) return <Navigate to={paymentPath} replace />;

  const pay = async () => {
    setPaying(true);
    try {
      const outcome = await checkoutTimeChange(token, timechangeToken, payment);
      if (outcome.to === 'provider') window.location.assign(outcome.url);
      else
        void navigate(
          outcome.to === 'complete'
            ? pagePath('changeDateComplete', { token })
            : pagePath('changeDateTransition'),
        );
    } catch (error) {
      handleError(error, { ...where, phase: 'checkout' });
      setPaying(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('confirm.title')}</h1>
      {change.data ? <ChangeSummary change={change.data} /> : null}
      {payment.cardLast4 ? <p className={styles.muted}>•••• {payment.cardLast4}</p> : null}
      <div className={styles.actions}>
        <LinkButton variant="secondary" href={`#${paymentPath}`}>
          {t('nav.back')}
        </LinkButton>
        <Button onPress={pay} isDisabled={paying || !change.data}>
          {t('confirm.submit')}
        </Button>
      </div>
    </main>
  );
}
