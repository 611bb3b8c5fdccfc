import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { pagePath } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import { type ChangeDateData, finishTimeChange } from '../ChangeDate/changeDateData.ts';
import { finishPurchase } from '../Payment/pay.ts';
import type { PaymentData } from '../Payment/paymentData.ts';
import * as styles from '../screen.css.ts';

/**
 * The provider callbacks of spec section 2. A 3-D Secure return carries `md` and completes through
 * /gmo-secure/exe-payment; a wallet return carries the order and payment number and completes through
 * /orders/confirmcheckout. Failures follow the 3-D Secure transitions of spec section 4. With
 * `time_change=true` the payment was a time change's: it completes the change instead of an order.
 */
export function PaymentCallbackScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const md = query.get('md');
  const orderToken = query.get('order_token');
  const paymentNumber = query.get('payment_number');
  const timeChange = query.get('time_change') === 'true';
  const changing = timeChange ? storage.get<ChangeDateData>('changeDateData')?.reservationToken : undefined;
  const spot = storage.get<PaymentData>('paymentData')?.channel === 'spot';
  // Behind a failure's dialog the page says the payment was not completed, not that it is redirecting.
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const completion = md
      ? api.completeGmo3ds({ body: { md }, signal })
      : orderToken && paymentNumber
        ? api.confirmCheckout({ body: { order_token: orderToken, payment_number: paymentNumber }, signal })
        : null;
    if (!completion) {
      void navigate(pagePath('paymentError'), { replace: true });
      return;
    }
    completion
      .then((answer) => {
        if (timeChange) {
          finishTimeChange(answer.reservation_token, md ?? paymentNumber ?? '');
          void navigate(pagePath('changeDateComplete', { token: answer.reservation_token }), {
            replace: true,
          });
          return;
        }
        const next = finishPurchase(
          answer.reservation_token,
          storage.get<string>('paymentNumber') ?? undefined,
        );
        void navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        setFailed(true);
        handleError(error, {
          route: timeChange ? 'time-change' : spot ? 'spot' : 'payment',
          phase: md ? 'three-d-secure' : 'checkout',
          ...(changing ? { reservationToken: changing } : {}),
        });
      });
    return () => controller.abort();
  }, [md, orderToken, paymentNumber, timeChange, changing, spot, navigate]);

  return (
    <main className={styles.screen}>
      <p role="status">{failed ? t('error.retry.title') : t('transition.title')}</p>
    </main>
  );
}
