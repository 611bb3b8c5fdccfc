/**
 * The error catalogue of spec section 8: the exact `error` strings the server answers with
 * (`{ "error": message }`) and the client recognises. Both sides import this one map.
 */
export const errorMessages = {
  // Request
  /** A request whose path, query or body does not match the API contract (no catalogue case fits). */
  invalidRequest: 'invalid request',
  // Order and stock
  sessionTimeout: 'session_timeout',
  outOfStock: 'out of stock',
  noStockRegistered: 'no stock registered for this product',
  timeChangeOutOfStock: 'time_change_out_of_stock',
  ticketNotOnSale: 'ticket not on sale now',
  optionValueNotFound: 'option_value_id not found',
  orderStatusMustBeReadyCheckout: 'order status must be ready_checkout',
  recordNotFound: 'record not found',
  ticketNotFound: 'ticket not found',
  /** Ours: a wallet pass (Apple Wallet, Google Wallet) asked of a site that has no pass keys for it. */
  walletPassNotConfigured: 'wallet pass not configured',
  /** Ours: a ticket checked in a second time (spec 3's ticket status `used`). */
  ticketAlreadyUsed: 'ticket already used',
  spotQrCodeExpired: 'spot qrCode has expired',
  // Payment
  paymentApiFailure: 'payment_api_failure',
  invalidOrderStatus: 'invalid order status',
  invalidPaymentStatus: 'invalid payment status',
  criticalRefundError: 'critical refund error',
  refundWithinOneMinute: 'refund not allowed within 1 minute of payment completion',
  // Ticket changes and splitting
  cannotChangeTicket: 'cannot change ticket',
  cannotChangeTicketPaymentMethodDiscount: 'cannot change ticket because payment method discount',
  splitParentHasOneChild: 'parent ticket has no more than one child ticket',
  splitOptionValueUnderOne: 'option value under 1',
  // Coupons
  couponNotAvailable: 'coupon not available or out of coverage dates',
  couponCodeDoesNotExist: 'coupon_code does not exist',
  couponExpired: 'coupon expired',
  couponLimitReached: 'coupon limit reached',
  couponOutOfCoverageDatesAtDateChange: 'coupon out of coverage dates at date change',
  couponInvalidChannel: 'coupon invalid channel',
  couponFlatRateWithInvitation: 'flat-rate coupon cannot be used with invitation code',
  couponDifferentCampaigns: 'coupons of different campaigns cannot be used together',
  couponDuplicateInvitationCode: 'duplicate invitation code',
  couponInvitationCodesExceedTickets: 'invitation codes exceed tickets purchased',
  couponNoFurtherDiscounts: 'no further discounts',
  couponDiscountNotCalculable: 'discount cannot be calculated',
  couponCannotBeApplied: 'coupon cannot be applied to the order',
  couponRequired: 'coupon required',
  // Time change
  timeChangeCouponExpired: 'time change coupon expired or out of coverage dates',
  timeChangeStatusNotPending: 'time change status is not pending or expired',
  timeChangeWaitingExists: 'waiting time change exists',
  invalidEmailAddressInTimeChange: 'invalid email address in time change',
  // Mail and membership
  invalidEmailAddress: 'invalid email address',
  mailMagazineAlreadyUnsubscribed: 'mail magazine already unsubscribed',
  membershipLoginFailed: 'membership login failed',
  membershipRetrievalFailure: 'membership retrieval failure',
  /** Ours: an order's hold may be extended once. */
  holdAlreadyExtended: 'hold already extended',
  // Per-client limits (ours; answered with 429)
  /** The client already holds as many tickets as one client may, in unpaid orders. */
  tooManyTicketsHeld: 'too many tickets held',
  /** The client asked for more orders in the last minute than one client may. */
  tooManyOrders: 'too many orders',
  /** The client tried too many coupon codes that do not exist; every code is refused for a while. */
  tooManyCouponAttempts: 'too many coupon attempts',
  /** The client added more browsers to a site's waiting room in the last minute than one client may. */
  tooManyWaitingRoomJoins: 'too many waiting room joins',
  // Waiting room (ours)
  /**
   * An order for a product behind an active waiting room without a valid admission pass of the site:
   * none, forged, expired, of another site or used up.
   */
  waitingRoomPassRequired: 'waiting_room_pass_required',
} as const;

export type ErrorKey = keyof typeof errorMessages;
export type ErrorMessage = (typeof errorMessages)[ErrorKey];

export const errorKeys = Object.keys(errorMessages) as ErrorKey[];

const keyByMessage = new Map<string, ErrorKey>(errorKeys.map((key) => [errorMessages[key], key]));

/** The catalogue key of a server `error` string, or null when the message is not in the catalogue. */
export function errorKeyOf(message: string): ErrorKey | null {
  return keyByMessage.get(message) ?? null;
}
