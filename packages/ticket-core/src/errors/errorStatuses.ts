import type { ErrorKey } from './errorMessages.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 429;

/**
 * The 4xx status the server answers each catalogue error with. Payment errors use 400 because the
 * client retries only a retryable payment error with status 400 (spec section 8). A per-client limit
 * answers 429 Too Many Requests.
 */
export const errorStatuses: Record<ErrorKey, ErrorStatus> = {
  invalidRequest: 400,
  sessionTimeout: 410,
  outOfStock: 409,
  noStockRegistered: 409,
  timeChangeOutOfStock: 409,
  ticketNotOnSale: 409,
  optionValueNotFound: 404,
  orderStatusMustBeReadyCheckout: 409,
  recordNotFound: 404,
  ticketNotFound: 404,
  ticketAlreadyUsed: 409,
  spotQrCodeExpired: 410,
  paymentApiFailure: 400,
  invalidOrderStatus: 400,
  invalidPaymentStatus: 400,
  criticalRefundError: 400,
  refundWithinOneMinute: 409,
  cannotChangeTicket: 409,
  cannotChangeTicketPaymentMethodDiscount: 409,
  splitParentHasOneChild: 409,
  splitOptionValueUnderOne: 400,
  couponNotAvailable: 400,
  couponCodeDoesNotExist: 404,
  couponExpired: 400,
  couponLimitReached: 409,
  couponOutOfCoverageDatesAtDateChange: 400,
  couponInvalidChannel: 400,
  couponFlatRateWithInvitation: 400,
  couponDifferentCampaigns: 400,
  couponDuplicateInvitationCode: 400,
  couponInvitationCodesExceedTickets: 400,
  couponNoFurtherDiscounts: 400,
  couponDiscountNotCalculable: 400,
  couponCannotBeApplied: 400,
  couponRequired: 400,
  timeChangeCouponExpired: 400,
  timeChangeStatusNotPending: 409,
  timeChangeWaitingExists: 409,
  invalidEmailAddressInTimeChange: 400,
  invalidEmailAddress: 400,
  mailMagazineAlreadyUnsubscribed: 409,
  membershipLoginFailed: 401,
  membershipRetrievalFailure: 404,
  holdAlreadyExtended: 409,
  tooManyTicketsHeld: 429,
  tooManyOrders: 429,
  tooManyCouponAttempts: 429,
  waitingRoomPassRequired: 403,
};
