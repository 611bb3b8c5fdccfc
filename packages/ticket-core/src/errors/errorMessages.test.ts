import { describe, expect, it } from 'vitest';
import { errorKeyOf, errorKeys, errorMessages } from './errorMessages.ts';
import { errorStatuses } from './errorStatuses.ts';

describe('error catalogue (spec 8)', () => {
  it('keeps the exact server strings the spec quotes', () => {
    expect(errorMessages.sessionTimeout).toBe('session_timeout');
    expect(errorMessages.outOfStock).toBe('out of stock');
    expect(errorMessages.noStockRegistered).toBe('no stock registered for this product');
    expect(errorMessages.timeChangeOutOfStock).toBe('time_change_out_of_stock');
    expect(errorMessages.ticketNotOnSale).toBe('ticket not on sale now');
    expect(errorMessages.paymentApiFailure).toBe('payment_api_failure');
    expect(errorMessages.cannotChangeTicket).toBe('cannot change ticket');
    expect(errorMessages.couponCodeDoesNotExist).toBe('coupon_code does not exist');
    expect(errorMessages.couponLimitReached).toBe('coupon limit reached');
    expect(errorMessages.couponRequired).toBe('coupon required');
    expect(errorMessages.invalidEmailAddress).toBe('invalid email address');
    expect(errorMessages.invalidEmailAddressInTimeChange).toBe('invalid email address in time change');
    expect(errorMessages.membershipLoginFailed).toBe('membership login failed');
    expect(errorMessages.spotQrCodeExpired).toBe('spot qrCode has expired');
    expect(errorMessages.orderStatusMustBeReadyCheckout).toBe('order status must be ready_checkout');
    expect(errorMessages.optionValueNotFound).toBe('option_value_id not found');
    expect(errorMessages.mailMagazineAlreadyUnsubscribed).toBe('mail magazine already unsubscribed');
    expect(errorMessages.recordNotFound).toBe('record not found');
    expect(errorMessages.ticketNotFound).toBe('ticket not found');
    expect(errorMessages.invalidOrderStatus).toBe('invalid order status');
    expect(errorMessages.invalidPaymentStatus).toBe('invalid payment status');
    expect(errorMessages.criticalRefundError).toBe('critical refund error');
  });

  it('gives every key a distinct, lowercase-led message', () => {
    const messages = errorKeys.map((key) => errorMessages[key]);
    expect(new Set(messages).size).toBe(messages.length);
    for (const message of messages) expect(message).toMatch(/^[a-z]/);
  });

  it('maps a server message back to its key, and unknown messages to null', () => {
    for (const key of errorKeys) expect(errorKeyOf(errorMessages[key])).toBe(key);
    expect(errorKeyOf('something else')).toBeNull();
  });

  it('answers every catalogue error with a 4xx status ("never a 500 for bad input")', () => {
    expect(Object.keys(errorStatuses).sort()).toEqual([...errorKeys].sort());
    for (const key of errorKeys) {
      expect(errorStatuses[key]).toBeGreaterThanOrEqual(400);
      expect(errorStatuses[key]).toBeLessThan(500);
    }
  });

  it('answers the per-client limits with 429 Too Many Requests', () => {
    expect(errorKeys.filter((key) => errorStatuses[key] === 429).sort()).toEqual([
      'tooManyCouponAttempts',
      'tooManyOrders',
      'tooManyTicketsHeld',
      'tooManyWaitingRoomJoins',
    ]);
  });

  it('answers a missing waiting-room pass with 403 Forbidden', () => {
    expect(errorMessages.waitingRoomPassRequired).toBe('waiting_room_pass_required');
    expect(errorStatuses.waitingRoomPassRequired).toBe(403);
  });

  it('answers payment errors with 400, the status the client retries on', () => {
    expect(errorStatuses.paymentApiFailure).toBe(400);
    expect(errorStatuses.criticalRefundError).toBe(400);
  });
});
