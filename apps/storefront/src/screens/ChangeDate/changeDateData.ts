import { paymentFlowType } from '@venue/ticket-core';
import { api } from '../../api/api.ts';
import { pagePath } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import type { PaymentData, TransitionData } from '../Payment/paymentData.ts';

/** The spec's stored change-date data: the reservation being changed and the slot chosen for it. */
export interface ChangeDateData {
  reservationToken: string;
  date: string;
  timeSpanId: number;
}

/** The stored change-date result: the time change made for the chosen slot. */
export interface ChangeDateResult {
  reservationToken: string;
  timechangeToken: string;
}

/** The stored change-date payment data: how the difference is paid, and where a wallet continues. */
export type ChangeDatePaymentData = PaymentData & Partial<TransitionData>;

/** The stored change-date payment result. */
export interface ChangeDatePaymentResult {
  reservationToken: string;
  paymentNumber: string;
}

/** The chosen slot, when it is for `reservationToken`. */
export function changeDateDataFor(reservationToken: string): ChangeDateData | null {
  const data = storage.get<ChangeDateData>('changeDateData');
  return data?.reservationToken === reservationToken ? data : null;
}

/** Spec section 2: the payment page's change variant uses the query ref=c. */
export const changeRef = 'c';

export const changePaymentPath = (reservationToken: string, timechangeToken: string) =>
  pagePath('changeDatePayment', { token: reservationToken, timechangeToken }, { ref: changeRef });

/**
 * Where the payment route's change variant (`/payment?ref=c`) takes the visitor: the payment of the
 * date change being made (the stored change-date result), or the ticket inquiry when none is stored.
 * Null without ref=c: the order's own payment page.
 */
export function changeVariantTarget(ref: string | null, result: ChangeDateResult | null): string | null {
  if (ref !== changeRef) return null;
  return result
    ? changePaymentPath(result.reservationToken, result.timechangeToken)
    : pagePath('reservationInquiry');
}

/** Records a completed change for the complete page. */
export function finishTimeChange(reservationToken: string, paymentNumber: string): void {
  const result: ChangeDatePaymentResult = { reservationToken, paymentNumber };
  storage.set('changeDatePaymentResult', result);
}

export type ChangeOutcome = { to: 'complete' } | { to: 'transition' } | { to: 'provider'; url: string };

/**
 * Confirms the time change, paying its difference with `payment` (nothing due: no payment): done at
 * once, or a provider page to visit first (3-D Secure, wallet through the transition page, carrier).
 */
export async function checkoutTimeChange(
  reservationToken: string,
  timechangeToken: string,
  payment: PaymentData,
): Promise<ChangeOutcome> {
  const answer = await api.checkoutTimeChange({
    params: { timechange_token: timechangeToken },
    body: {
      payment_method_type: payment.method,
      ...(payment.paymentToken ? { payment_token: payment.paymentToken } : {}),
    },
  });
  if (answer.result === 'completed') {
    finishTimeChange(reservationToken, answer.payment_number);
    return { to: 'complete' };
  }
  if (paymentFlowType(payment.method) === 'wallet') {
    const data: ChangeDatePaymentData = { ...payment, redirectUrl: answer.redirect_url };
    storage.set('changeDatePaymentData', data);
    return { to: 'transition' };
  }
  return { to: 'provider', url: answer.redirect_url };
}
