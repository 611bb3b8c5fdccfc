/** The title keys of the change's payment page, by what is due. */
export type ChangePaymentTitleKey =
  | 'changeDate.payment.title'
  | 'changeDate.payment.feeTitle'
  | 'changeDate.payment.differenceAndFeeTitle';

/**
 * What the change's payment page is titled: the price difference, the site's change fee, or both. The
 * change's `price_difference` is everything due, the fee (`feePerTicket` times the tickets moving)
 * included; what is left once the fee is taken out is the difference of the prices.
 */
export function changePaymentTitleKey(
  priceDifference: number,
  feePerTicket: number,
  quantity: number,
): ChangePaymentTitleKey {
  const fee = feePerTicket * quantity;
  if (fee <= 0) return 'changeDate.payment.title';
  return priceDifference > fee ? 'changeDate.payment.differenceAndFeeTitle' : 'changeDate.payment.feeTitle';
}
