/** Spec section 9: "Refund is barred within 1 minute of payment completion." */
export const refundBarMs = 60_000;

/** Whether a payment completed at `paidAt` may be refunded at `now`. */
export function isRefundAllowed(paidAt: Date, now: Date): boolean {
  return now.getTime() - paidAt.getTime() >= refundBarMs;
}
