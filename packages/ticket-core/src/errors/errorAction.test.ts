import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/index.ts';
import { type ErrorContext, errorAction, errorDialogKeys, errorDialogTexts } from './errorAction.ts';
import { errorMessages } from './errorMessages.ts';

const online = (route: ErrorContext['route'], extra: Partial<ErrorContext> = {}): ErrorContext => ({
  route,
  channel: 'online',
  ...extra,
});
const http = (message?: string, extra: { status?: number; canRetry?: boolean } = {}) => ({
  kind: 'http' as const,
  status: extra.status ?? 400,
  ...(message === undefined ? {} : { message }),
  ...(extra.canRetry === undefined ? {} : { canRetry: extra.canRetry }),
});

describe('errorAction: dialogs (spec 8)', () => {
  it('"A connection failure shows ... \'We were unable to connect to the server\'"', () => {
    const action = errorAction({ kind: 'connection' }, online('order'));
    expect(action).toEqual({
      type: 'connection-error-dialog',
      titleKey: errorDialogKeys.connectionTitle,
      textKey: errorDialogKeys.connectionText,
    });
    expect(errorDialogTexts[errorDialogKeys.connectionTitle]).toBe('We were unable to connect to the server');
    expect(errorDialogTexts[errorDialogKeys.connectionText]).toBe(
      'The connection is unstable. Please try again.',
    );
  });

  it('"unknown errors use the same dialog"', () => {
    expect(errorAction({ kind: 'unknown' }, online('payment')).type).toBe('connection-error-dialog');
  });

  it('"With no body, a generic request-error dialog appears"', () => {
    expect(errorAction({ kind: 'http', status: 404 }, online('order'))).toEqual({
      type: 'request-error-dialog',
      titleKey: errorDialogKeys.requestTitle,
      textKey: errorDialogKeys.requestText,
    });
  });

  it('"The error body field \'error\' is shown in a titled dialog" and the visitor stays', () => {
    expect(errorAction(http(errorMessages.outOfStock, { status: 409 }), online('order'))).toEqual({
      type: 'show-dialog-and-stay',
      message: 'out of stock',
    });
    expect(errorAction(http('anything the server says'), online('other'))).toEqual({
      type: 'show-dialog-and-stay',
      message: 'anything the server says',
    });
  });
});

describe('errorAction: silent and cancelled calls', () => {
  it('shows nothing for a cancelled call or a silent one ("Some calls are silent")', () => {
    expect(errorAction({ kind: 'cancel' }, online('order'))).toEqual({ type: 'ignore' });
    expect(errorAction({ kind: 'http', status: 404, silent: true }, online('order'))).toEqual({
      type: 'ignore',
    });
  });
});

describe("errorAction: the api client's ApiError", () => {
  it('takes an ApiError as it is', () => {
    const noBody = new ApiError({
      kind: 'http',
      endpoint: 'GET /orders/{token}',
      silent: false,
      status: 500,
    });
    expect(errorAction(noBody, online('order')).type).toBe('request-error-dialog');
    const timeout = new ApiError({
      kind: 'http',
      endpoint: 'POST /orders',
      silent: false,
      status: 410,
      message: errorMessages.sessionTimeout,
    });
    expect(errorAction(timeout, online('order')).type).toBe('reset-and-go-to-entry');
  });
});

describe('errorAction: session_timeout (spec 8)', () => {
  it('"clear all stored data and go to the entry page ... online entry with id and membership params if saved"', () => {
    const context = online('payment', {
      entry: { id: 'p-1', membershipValue: 'gold', membershipToken: 'tok' },
    });
    expect(errorAction(http(errorMessages.sessionTimeout, { status: 410 }), context)).toEqual({
      type: 'reset-and-go-to-entry',
      to: { path: '/', query: { id: 'p-1', membership_value: 'gold', membership_token: 'tok' } },
    });
  });

  it('goes to the bare online entry when nothing was saved', () => {
    expect(errorAction(http(errorMessages.sessionTimeout), online('order'))).toEqual({
      type: 'reset-and-go-to-entry',
      to: { path: '/', query: {} },
    });
  });

  it('"spot entry with qr_token on spot routes"', () => {
    const context: ErrorContext = { route: 'spot', channel: 'spot', qrToken: 'qr-9', entry: { id: 'x' } };
    expect(errorAction(http(errorMessages.sessionTimeout), context)).toEqual({
      type: 'reset-and-go-to-entry',
      to: { path: '/spot', query: { qr_token: 'qr-9' } },
    });
    expect(errorAction(http(errorMessages.sessionTimeout), { route: 'spot', channel: 'online' })).toEqual({
      type: 'reset-and-go-to-entry',
      to: { path: '/spot', query: {} },
    });
  });

  it('resets even during checkout', () => {
    const action = errorAction(
      http(errorMessages.sessionTimeout, { canRetry: true }),
      online('payment', { phase: 'checkout' }),
    );
    expect(action.type).toBe('reset-and-go-to-entry');
  });
});

describe('errorAction: payment_api_failure, coupon limit reached, coupon required (spec 8)', () => {
  const messages = [
    errorMessages.paymentApiFailure,
    errorMessages.couponLimitReached,
    errorMessages.couponRequired,
  ];

  it('"stay"', () => {
    for (const message of messages) {
      expect(errorAction(http(message), online('order'))).toEqual({ type: 'show-dialog-and-stay', message });
    }
  });

  it('"on the payment page go back to the order change page"', () => {
    for (const message of messages) {
      expect(errorAction(http(message), online('payment'))).toEqual({
        type: 'go-to-order-change-page',
        message,
      });
    }
  });

  it('"on a time-change page go to the change order page"', () => {
    for (const message of messages) {
      expect(errorAction(http(message), online('time-change', { reservationToken: 'r-1' }))).toEqual({
        type: 'go-to-change-order-page',
        message,
        reservationToken: 'r-1',
      });
    }
    expect(errorAction(http(messages[0]), online('time-change'))).toEqual({
      type: 'go-to-change-order-page',
      message: messages[0],
    });
  });
});

describe('errorAction: email errors (spec 8)', () => {
  it('"\'invalid email address\': go to the email entry page"', () => {
    expect(errorAction(http(errorMessages.invalidEmailAddress), online('other'))).toEqual({
      type: 'go-to-email-entry',
      message: 'invalid email address',
    });
  });

  it('stays on a spot page, which is where the spot channel asks for the address', () => {
    const context: ErrorContext = { route: 'spot', channel: 'spot' };
    expect(errorAction(http(errorMessages.invalidEmailAddress), context)).toEqual({
      type: 'show-dialog-and-stay',
      message: 'invalid email address',
    });
  });

  it('"\'invalid email address in time change\': go to the reservation email page"', () => {
    const context = online('time-change', { reservationToken: 'r-2' });
    expect(errorAction(http(errorMessages.invalidEmailAddressInTimeChange), context)).toEqual({
      type: 'go-to-reservation-email',
      message: 'invalid email address in time change',
      reservationToken: 'r-2',
    });
  });
});

describe('errorAction: 3-D Secure completion (spec 4)', () => {
  const threeDs = (route: ErrorContext['route'], channel: ErrorContext['channel'] = 'online') => ({
    route,
    channel,
    phase: 'three-d-secure' as const,
  });

  it('"if retry is allowed, show a dialog then return to the order page"', () => {
    for (const message of ['invalid order status', 'invalid payment status', 'critical refund error']) {
      expect(errorAction(http(message, { canRetry: true }), threeDs('payment'))).toEqual({
        type: 'retry-dialog-then-order',
        message,
        clearPaymentInfo: true,
        target: 'order',
      });
    }
  });

  it('"(change page on time change, spot page on spot channel)"', () => {
    const error = http(errorMessages.invalidPaymentStatus, { canRetry: true });
    expect(errorAction(error, threeDs('time-change'))).toMatchObject({ target: 'change-order' });
    expect(errorAction(error, threeDs('other', 'spot'))).toMatchObject({ target: 'spot' });
  });

  it('"if not retryable, go to the payment-error page"', () => {
    const error = http(errorMessages.invalidOrderStatus, { canRetry: false });
    expect(errorAction(error, threeDs('payment'))).toEqual({
      type: 'payment-error-page',
      query: { time_change: 'false' },
    });
    expect(errorAction(error, { ...threeDs('time-change'), additionalInfo: 'declined' })).toEqual({
      type: 'payment-error-page',
      query: { time_change: 'true', additional_info: 'declined' },
    });
  });

  it('"or to the complete page in inquiry mode on a critical refund error"', () => {
    const error = http(errorMessages.criticalRefundError, { canRetry: false });
    expect(errorAction(error, threeDs('payment'))).toEqual({
      type: 'complete-inquiry-mode',
      timeChange: false,
    });
    expect(errorAction(error, threeDs('time-change'))).toEqual({
      type: 'complete-inquiry-mode',
      timeChange: true,
    });
  });
});

describe('errorAction: checkout payment errors (spec 8)', () => {
  const checkout = (
    route: ErrorContext['route'] = 'payment',
    channel: ErrorContext['channel'] = 'online',
  ) => ({
    route,
    channel,
    phase: 'checkout' as const,
  });

  it('"A retryable payment error with status 400 shows a retry dialog, clears payment info and returns to the order page"', () => {
    expect(errorAction(http('card declined', { status: 400, canRetry: true }), checkout())).toEqual({
      type: 'retry-dialog-then-order',
      message: 'card declined',
      clearPaymentInfo: true,
      target: 'order',
    });
    expect(errorAction(http(undefined, { status: 400, canRetry: true }), checkout('spot', 'spot'))).toEqual({
      type: 'retry-dialog-then-order',
      message: '',
      clearPaymentInfo: true,
      target: 'spot',
    });
  });

  it('"other statuses go to the payment-error page"', () => {
    expect(errorAction(http('card declined', { status: 402, canRetry: true }), checkout())).toEqual({
      type: 'payment-error-page',
      query: { time_change: 'false' },
    });
    expect(errorAction(http('card declined', { status: 400, canRetry: false }), checkout())).toEqual({
      type: 'payment-error-page',
      query: { time_change: 'false' },
    });
  });

  it('treats checkout errors without a can_retry flag by their message', () => {
    expect(errorAction(http(errorMessages.paymentApiFailure), checkout())).toEqual({
      type: 'go-to-order-change-page',
      message: 'payment_api_failure',
    });
  });
});
