import { amountDue } from '@venue/ticket-core';
import { Button } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage } from '../../tenant.ts';
import { Loading } from '../Loading.tsx';
import { ApplePayCancelled, applePaySession } from '../Payment/applePay.ts';
import { pay, payByApplePay } from '../Payment/pay.ts';
import type { PaymentData } from '../Payment/paymentData.ts';
import { useMethodDiscount } from '../Payment/useMethodDiscount.ts';
import { useOrder } from '../Payment/useOrder.ts';
import { RequireOrder } from '../RequireOrder.tsx';
import { OrderSummary } from '../Summary/OrderSummary.tsx';
import * as styles from '../screen.css.ts';

function Confirm({ orderToken }: { orderToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const order = useOrder(orderToken);
  const [payment] = useState(() => storage.get<PaymentData>('paymentData'));
  const lang = useLanguage();
  // The same query as the payment page's, which named the methods the visitor chose from.
  const methods = useApiQuery(
    `methods:web:${lang}`,
    (signal) => api.getPaymentMethods({ query: { lang, channel: 'web' }, signal }),
    { route: 'payment' },
  );
  const methodName = methods.data?.find((entry) => entry.id === payment?.method)?.name;
  const [paying, setPaying] = useState(false);
  const discount = useMethodDiscount(orderToken, payment?.method ?? null);
  if (!payment) return <Navigate to={pagePath('payment')} replace />;
  // The page shows once the order, the method's name and its discount are all known, so the total does not
  // change and the buttons do not move under a finger that is about to tap Pay.
  const named = payment.method === 'free' || methodName !== undefined || methods.failed;
  const current = order.data;
  if (!current || discount === undefined || !named) {
    return <Loading />;
  }

  const submit = async () => {
    // Apple Pay's sheet opens here, from the tap, where a browser has it.
    const Session = payment.method === 'gmo_apple_pay' ? applePaySession() : null;
    setPaying(true);
    try {
      const total = amountDue(current.price, current.coupons, discount);
      const outcome = Session
        ? await payByApplePay(Session, orderToken, payment, total)
        : await pay(orderToken, payment);
      if (outcome.to === 'provider') window.location.assign(outcome.url);
      else void navigate(outcome.to === 'complete' ? outcome.path : pagePath('transition'));
    } catch (error) {
      if (!(error instanceof ApplePayCancelled)) handleError(error, { route: 'payment', phase: 'checkout' });
      setPaying(false);
    }
  };

  return (
    <>
      <OrderSummary order={current} methodDiscount={discount} where={{ route: 'payment' }} />
      <div className={styles.form}>
        <section className={styles.section}>
          <h2>{current.main_product.product_name}</h2>
          <dl className={styles.muted}>
            {current.customer_info
              .filter((entry) => entry.value !== '')
              .map((entry) => (
                <div key={entry.key}>
                  <dt>{t(`signin.field.${entry.key}`)}</dt>
                  <dd>{entry.value === 'true' ? '✓' : entry.value === 'false' ? '−' : entry.value}</dd>
                </div>
              ))}
          </dl>
        </section>
        {payment.method !== 'free' && methodName ? (
          <dl className={styles.section}>
            <div>
              <dt>{t('payment.method')}</dt>
              <dd>
                {methodName}
                {payment.cardLast4 ? ` •••• ${payment.cardLast4}` : ''}
              </dd>
            </div>
          </dl>
        ) : null}
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => void navigate(pagePath('payment'))}>
            {t('nav.back')}
          </Button>
          <Button onPress={submit} isDisabled={paying}>
            {payment.method === 'free' ? t('confirm.submitFree') : t('confirm.submit')}
          </Button>
        </div>
      </div>
    </>
  );
}

/** Spec section 2: /confirm — the last look before paying, naming the payment method chosen. */
export function ConfirmScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.withSummary}>
      <h1 className={styles.title}>{t('confirm.title')}</h1>
      <RequireOrder>{(token) => <Confirm orderToken={token} />}</RequireOrder>
    </main>
  );
}
