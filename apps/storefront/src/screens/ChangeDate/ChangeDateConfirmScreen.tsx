import { Button, LinkButton } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pageHref, pagePath } from '../../app/pages.ts';
import * as styles from '../screen.css.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { changePaymentPath, checkoutTimeChange } from './changeDateData.ts';

/**
 * Spec section 2: /tickets/changedate/confirm/{reservationToken}/timechange/{timechangeToken} — the change
 * to confirm; with nothing to pay it is made here, otherwise the payment page follows.
 */
export function ChangeDateConfirmScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '', timechangeToken = '' } = useParams();
  const where = { route: 'time-change', reservationToken: token } as const;
  const [busy, setBusy] = useState(false);
  const change = useApiQuery(
    `timechange:${timechangeToken}`,
    (signal) => api.getTimeChange({ params: { timechange_token: timechangeToken }, signal }),
    where,
  );
  if (!change.data) return <main className={styles.screen} aria-busy="true" />;
  const pending = change.data.status === 'pending';
  const due = change.data.price_difference > 0;

  const confirm = async () => {
    if (due) {
      void navigate(changePaymentPath(token, timechangeToken));
      return;
    }
    setBusy(true);
    try {
      await checkoutTimeChange(token, timechangeToken, { method: 'free' });
      void navigate(pagePath('changeDateComplete', { token }));
    } catch (error) {
      handleError(error, { ...where, phase: 'checkout' });
      setBusy(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('changeDate.confirm.title')}</h1>
      <ChangeSummary change={change.data} />
      {pending ? null : <p role="alert">{t('changeDate.notPending')}</p>}
      <div className={styles.actions}>
        <LinkButton variant="secondary" href={pageHref('changeDate', { token })}>
          {t('nav.back')}
        </LinkButton>
        <Button onPress={confirm} isDisabled={!pending || busy}>
          {due ? t('changeDate.toPayment') : t('changeDate.submit')}
        </Button>
      </div>
    </main>
  );
}
