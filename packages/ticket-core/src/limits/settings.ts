/** A configuration entry of GET /configurations (spec section 3: "key/value string pairs"). */
export interface Setting {
  key: string;
  value: string;
}

export const settingKeys = {
  isCouponRequired: 'Is_Coupon_Required',
  maxTicket: 'Max_Ticket',
  timeChangeSetProductStock: 'Time_Change_Set_Product_Stock',
  timeChangeFee: 'Time_Change_Fee',
} as const;

/** Spec section 9: "Maximum tickets per order: 10 unless Max_Ticket gives a number." */
export const defaultMaxTicketsPerOrder = 10;

export function settingValue(settings: readonly Setting[], key: string): string | undefined {
  return settings.find((setting) => setting.key === key)?.value;
}

/** Max_Ticket when it is a positive whole number, otherwise 10. */
export function maxTicketsPerOrder(settings: readonly Setting[]): number {
  const raw = settingValue(settings, settingKeys.maxTicket)?.trim() ?? '';
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  return Number.isSafeInteger(value) && value > 0 ? value : defaultMaxTicketsPerOrder;
}

/** Spec section 9: "Coupon required when Is_Coupon_Required is 'true'." */
export function isCouponRequired(settings: readonly Setting[]): boolean {
  return settingValue(settings, settingKeys.isCouponRequired) === 'true';
}

/**
 * Spec section 4: set product stock decides a day's state "when Time_Change_Set_Product_Stock is
 * 'false'". Any other value, or no entry, leaves set products out of the day state.
 */
export function checksSetProductStock(settings: readonly Setting[]): boolean {
  return settingValue(settings, settingKeys.timeChangeSetProductStock) === 'false';
}

/**
 * Ours (spec 4 names a time-change flow, not its cost): Time_Change_Fee, the yen a site charges per ticket
 * for moving a reservation to another date or time, paid with any price difference. A whole number of
 * yen; no entry, or anything else, means changes cost nothing beyond that difference.
 */
export function timeChangeFeePerTicket(settings: readonly Setting[]): number {
  const raw = settingValue(settings, settingKeys.timeChangeFee)?.trim() ?? '';
  const value = /^\d+$/.test(raw) ? Number(raw) : 0;
  return Number.isSafeInteger(value) ? value : 0;
}
