import { amountDue, isCouponRequired, isFreeOrder, type PaymentMethodId } from '@venue/ticket-core';
import { CouponInput } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import type { Where } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { besideField, useSubmit } from '../../api/useSubmit.ts';
import { pagePath } from '../../app/pages.ts';
import { afterPayment, stepPath } from '../../flow/pageFlow.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage, tenant } from '../../tenant.ts';
import { type ChangeDateResult, changeVariantTarget } from '../ChangeDate/changeDateData.ts';
import { Loading } from '../Loading.tsx';
import { RequireOrder } from '../RequireOrder.tsx';
import { TermsCheckbox } from '../Spot/TermsCheckbox.tsx';
import { OrderSummary } from '../Summary/OrderSummary.tsx';
import * as styles from '../screen.css.ts';
import { ApplePayCancelled, applePaySession } from './applePay.ts';
import type { CardToken } from './cardToken.ts';
import { PaymentChoice } from './PaymentChoice.tsx';
import { pay, payByApplePay } from './pay.ts';
import type { PaymentData } from './paymentData.ts';
import { useMethodDiscount } from './useMethodDiscount.ts';
import { useOrder } from './useOrder.ts';

/** Apple Pay is offered only where the browser has it and can pay with it (Safari on Apple devices). */
const canApplePay = () => applePaySession() !== null;

/**
 * Coupon, payment method and card for an order of a sales channel: online (then the tenant's
 * confirmation page, if it has one) or spot (paid at once, with the spot coupons and methods).
 */
export function PaymentForm({
  orderToken,
  channel = 'web',
}: {
  orderToken: string;
  channel?: 'web' | 'spot';
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const where: Where = { route: channel === 'spot' ? 'spot' : 'payment' };
  // The online channel goes on to the tenant's next page (details, mail or confirmation) before paying.
  const afterwards = channel === 'web' ? afterPayment(tenant) : 'pay';
  const confirmFirst = afterwards !== 'pay';
  const [version, setVersion] = useState(0);
  const order = useOrder(orderToken, version, where);
  const methods = useApiQuery(
    `methods:${channel}:${lang}`,
    (signal) => api.getPaymentMethods({ query: { lang, channel }, signal }),
    where,
  );
  const settings = useApiQuery('settings', (signal) => api.getConfigurations({ signal }), where);
  const saved = storage.get<PaymentData>('paymentData');
  const [method, setMethod] = useState<PaymentMethodId | null>(saved?.method ?? null);
  // The spot channel asks for the terms here, before paying; the online channel asked on its sign-in page.
  const [termsAccepted, setTermsAccepted] = useState(channel !== 'spot');
  const [termsAsked, setTermsAsked] = useState(false);
  const [coupon, setCoupon] = useState('');
  const [couponError, setCouponError] = useState<string>();
  const { submitting: busy, run } = useSubmit(where);

  const discount = useMethodDiscount(orderToken, method, version) ?? 0;

  // The server answers the methods the site offers on the channel (tenant.ts's `paymentMethods`).
  const offered = (methods.data ?? []).filter(
    (entry) => entry.id !== 'free' && (entry.id !== 'gmo_apple_pay' || canApplePay()),
  );
  const free = order.data !== undefined && isFreeOrder(order.data.price, order.data.coupons);
  /** What the visitor pays: Apple Pay's sheet shows it. */
  const total = order.data === undefined ? 0 : amountDue(order.data.price, order.data.coupons, discount);
  const applied = order.data?.coupons[0];
  const couponRequired = isCouponRequired(settings.data ?? []);
  const chosen: PaymentMethodId | null = free ? 'free' : method;
  const ready = chosen !== null && (!couponRequired || applied !== undefined);

  const changeCoupon = (action: () => Promise<unknown>) => {
    setCouponError(undefined);
    return run(
      async () => {
        await action();
        setCoupon('');
        setVersion((v) => v + 1);
      },
      // A refused coupon shows beside the coupon field; errors that lead elsewhere keep their dialog.
      { shown: besideField(where, setCouponError) },
    );
  };

  const submit = async (card?: CardToken) => {
    if (!ready || !chosen) return;
    if (!termsAccepted) {
      setTermsAsked(true);
      return;
    }
    const payment: PaymentData = card
      ? {
          method: chosen,
          paymentToken: card.paymentToken,
          cardLast4: card.last4,
          channel,
        }
      : { method: chosen, channel };
    storage.set('paymentData', payment);
    if (afterwards !== 'pay') {
      void navigate(stepPath(afterwards));
      return;
    }
    const Session = chosen === 'gmo_apple_pay' ? applePaySession() : null;
    await run(
      async () => {
        const outcome = Session
          ? await payByApplePay(Session, orderToken, payment, total)
          : await pay(orderToken, payment);
        if (outcome.to === 'provider') window.location.assign(outcome.url);
        else void navigate(outcome.to === 'complete' ? outcome.path : pagePath('transition'));
      },
      // The visitor closed Apple Pay's sheet: nothing to show.
      { shown: (error) => error instanceof ApplePayCancelled, where: { ...where, phase: 'checkout' } },
    );
  };

  const submitLabel = confirmFirst
    ? t('payment.submit')
    : free
      ? t('confirm.submitFree')
      : t('confirm.submit');

  // The page shows once the order, the methods and the settings are known: the summary above the form and
  // the methods in it then arrive together, and nothing moves under a finger about to tap a field.
  const known = (query: { data: unknown; failed: boolean }) => query.data !== undefined || query.failed;
  if (!order.data || !known(methods) || !known(settings)) {
    return <Loading />;
  }

  return (
    <>
      <OrderSummary order={order.data} methodDiscount={free ? 0 : discount} where={where} />
      <div className={styles.form}>
        <CouponInput
          label={t('payment.coupon')}
          applyLabel={t('payment.couponApply')}
          removeLabel={t('payment.couponRemove')}
          formatRemoveLabel={(name) => `${t('payment.couponRemove')} ${name}`}
          value={coupon}
          onChange={setCoupon}
          onApply={(code) =>
            changeCoupon(() => {
              const request = { params: { token: orderToken }, body: { coupon: code } };
              return channel === 'spot' ? api.applySpotCoupon(request) : api.applyCoupon(request);
            })
          }
          onRemove={(code) =>
            changeCoupon(() => api.removeCoupon({ params: { token: orderToken, coupon: code } }))
          }
          appliedCoupon={applied ? { code: applied.coupon_code, name: applied.coupon_name } : null}
          errorMessage={couponError ?? (couponRequired && !applied ? t('payment.couponRequired') : undefined)}
          isPending={busy}
          isRequired={couponRequired}
        />
        <PaymentChoice
          offered={offered}
          method={method}
          onMethodChange={setMethod}
          free={free}
          submitLabel={submitLabel}
          onSubmit={(card) => void submit(card)}
          isDisabled={!ready || busy}
        >
          {channel === 'spot' ? (
            <TermsCheckbox accepted={termsAccepted} onChange={setTermsAccepted} showError={termsAsked} />
          ) : null}
        </PaymentChoice>
      </div>
    </>
  );
}

/**
 * Spec section 2: /payment — coupon, payment method and card; its change variant (ref=c) is the payment
 * of the date change being made.
 */
export function PaymentScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const change = changeVariantTarget(query.get('ref'), storage.get<ChangeDateResult>('changeDateResult'));
  if (change) return <Navigate to={change} replace />;
  return (
    <main className={styles.withSummary}>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <RequireOrder>{(token) => <PaymentForm orderToken={token} />}</RequireOrder>
    </main>
  );
}
