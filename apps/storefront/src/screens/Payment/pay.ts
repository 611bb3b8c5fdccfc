import { paymentFlowType } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { pagePath } from '../../app/pages.ts';
import { endOrder } from '../../storage/storage.ts';
import { storage, tenant } from '../../tenant.ts';
import { type ApplePaySessionConstructor, payWithApplePay } from './applePay.ts';
import type { CompleteData, PaymentData } from './paymentData.ts';

export type PayOutcome =
  | { to: 'complete'; path: string }
  | { to: 'transition' }
  | { to: 'provider'; url: string };

/**
 * Records a finished purchase for the complete page and ends the order (spec section 4); answers the
 * page that follows. A spot purchase is kept in this device's list and goes on to its order fields.
 */
export function finishPurchase(reservationToken: string, paymentNumber?: string): string {
  const spot = storage.get<PaymentData>('paymentData')?.channel === 'spot';
  const email = storage.get<Record<string, unknown>>('signInData')?.email;
  const complete: CompleteData = {
    reservationToken,
    ...(paymentNumber ? { paymentNumber } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
  storage.set('completeData', complete);
  endOrder(storage);
  if (!spot) return pagePath('complete');
  storage.addSpotOrderToken(reservationToken);
  return pagePath('spotOrderFields', { reservationToken });
}

/**
 * Checks out the order with the chosen method: paid at once (card, free, Apple Pay), or a provider page
 * to visit first (3-D Secure challenge, wallet through the transition page, carrier).
 */
export async function pay(orderToken: string, payment: PaymentData): Promise<PayOutcome> {
  const answer = await api.checkout({
    params: { token: orderToken },
    body: {
      payment_method_type: payment.method,
      ...(payment.paymentToken ? { payment_token: payment.paymentToken } : {}),
    },
  });
  storage.set('paymentNumber', answer.payment_number);
  if (answer.result === 'completed') {
    return { to: 'complete', path: finishPurchase(answer.reservation_token, answer.payment_number) };
  }
  if (paymentFlowType(payment.method) === 'wallet') {
    storage.set('paymentData', { ...payment, redirectUrl: answer.redirect_url });
    return { to: 'transition' };
  }
  return { to: 'provider', url: answer.redirect_url };
}

/**
 * Pays the order with Apple Pay (call it from the visitor's tap): the sheet shows `total`, the merchant is
 * validated through POST /apple-pay/validate-session as the sheet opens, and the authorized token pays.
 */
export function payByApplePay(
  Session: ApplePaySessionConstructor,
  orderToken: string,
  payment: PaymentData,
  total: number,
): Promise<PayOutcome> {
  return payWithApplePay(Session, {
    total,
    label: tenant.title.default,
    validateMerchant: (validationUrl) =>
      api.validateApplePaySession({ body: { validation_url: validationUrl } }),
    pay: (paymentToken) => pay(orderToken, { ...payment, paymentToken }),
  });
}
