import { Button } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { pagePath } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import { finishPurchase } from '../Payment/pay.ts';
import * as styles from '../screen.css.ts';

/** Spec section 2: /d-pay-confirm — the carrier approved; the visitor confirms the payment here. */
export function DPayConfirmScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const orderToken = query.get('order_token');
  const paymentNumber = query.get('payment_number');
  const stateCode = query.get('state_code');
  if (!orderToken || !paymentNumber) return <Navigate to={pagePath('order')} replace />;
  if (stateCode) storage.set('dPaymentStateCode', stateCode);

  const confirm = async () => {
    setBusy(true);
    try {
      const answer = await api.confirmCheckout({
        body: {
          order_token: orderToken,
          payment_number: paymentNumber,
          ...(stateCode ? { state_code: stateCode } : {}),
        },
      });
      finishPurchase(answer.reservation_token, storage.get<string>('paymentNumber') ?? undefined);
      void navigate(pagePath('complete'), { replace: true });
    } catch (error) {
      handleError(error, { route: 'payment', phase: 'checkout' });
      setBusy(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('dpay.title')}</h1>
      <Button onPress={confirm} isDisabled={busy}>
        {t('dpay.submit')}
      </Button>
    </main>
  );
}
