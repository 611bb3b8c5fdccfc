import { type ErrorKey, errorKeyOf } from '@venue/ticket-core';

/** What went wrong, as an error dialog's title says it: one title for each kind of the catalogue's errors. */
export type ErrorTitle =
  | 'stock'
  | 'timeout'
  | 'coupon'
  | 'payment'
  | 'notFound'
  | 'change'
  | 'input'
  | 'member'
  | 'limit'
  | 'waitingRoom'
  | 'done';

const titles: Record<ErrorKey, ErrorTitle> = {
  invalidRequest: 'input',
  sessionTimeout: 'timeout',
  outOfStock: 'stock',
  noStockRegistered: 'stock',
  timeChangeOutOfStock: 'stock',
  ticketNotOnSale: 'stock',
  optionValueNotFound: 'stock',
  orderStatusMustBeReadyCheckout: 'payment',
  recordNotFound: 'notFound',
  ticketNotFound: 'notFound',
  walletPassNotConfigured: 'notFound',
  spotQrCodeExpired: 'notFound',
  paymentApiFailure: 'payment',
  invalidOrderStatus: 'payment',
  invalidPaymentStatus: 'payment',
  criticalRefundError: 'payment',
  refundWithinOneMinute: 'payment',
  cannotChangeTicket: 'change',
  cannotChangeTicketPaymentMethodDiscount: 'change',
  splitParentHasOneChild: 'change',
  splitOptionValueUnderOne: 'change',
  couponNotAvailable: 'coupon',
  couponCodeDoesNotExist: 'coupon',
  couponExpired: 'coupon',
  couponLimitReached: 'coupon',
  couponOutOfCoverageDatesAtDateChange: 'coupon',
  couponInvalidChannel: 'coupon',
  couponFlatRateWithInvitation: 'coupon',
  couponDifferentCampaigns: 'coupon',
  couponDuplicateInvitationCode: 'coupon',
  couponInvitationCodesExceedTickets: 'coupon',
  couponNoFurtherDiscounts: 'coupon',
  couponDiscountNotCalculable: 'coupon',
  couponCannotBeApplied: 'coupon',
  couponRequired: 'coupon',
  timeChangeCouponExpired: 'coupon',
  timeChangeStatusNotPending: 'change',
  timeChangeWaitingExists: 'change',
  invalidEmailAddressInTimeChange: 'input',
  invalidEmailAddress: 'input',
  mailMagazineAlreadyUnsubscribed: 'done',
  membershipLoginFailed: 'member',
  membershipRetrievalFailure: 'member',
  ticketAlreadyUsed: 'change',
  holdAlreadyExtended: 'done',
  tooManyTicketsHeld: 'limit',
  tooManyOrders: 'limit',
  tooManyCouponAttempts: 'coupon',
  waitingRoomPassRequired: 'waitingRoom',
  tooManyWaitingRoomJoins: 'limit',
};

/**
 * The message key of an error dialog's title for a server message: what happened (`errors.title.stock`:
 * "Tickets not available"), or the general `error.title` for a message the catalogue does not know.
 */
export function errorTitleKey(message: string): string {
  const key = errorKeyOf(message);
  return key ? `errors.title.${titles[key]}` : 'error.title';
}
