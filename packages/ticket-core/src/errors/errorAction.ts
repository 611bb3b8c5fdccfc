import { errorMessages } from './errorMessages.ts';

/**
 * A failed request as the client sees it (the api client's `ApiError` fits). `canRetry` is the
 * `can_retry` flag of a payment error body.
 */
export interface RequestError {
  kind: 'http' | 'connection' | 'unknown' | 'cancel';
  status?: number;
  /** The body's `error` string; absent or '' when the answer had no body. */
  message?: string;
  canRetry?: boolean;
  /** Silent calls (spec 7) raise nothing. */
  silent?: boolean;
}

export const errorRouteKinds = ['order', 'payment', 'time-change', 'spot', 'other'] as const;
export type ErrorRouteKind = (typeof errorRouteKinds)[number];

/** What was being done: a plain request, the payment checkout, or the 3-D Secure completion. */
export type ErrorPhase = 'request' | 'checkout' | 'three-d-secure';

/** The online entry URL's saved query (spec section 2: id, membership_value, membership_token). */
export interface SavedEntryParams {
  id?: string;
  membershipValue?: string;
  membershipToken?: string;
}

export interface ErrorContext {
  route: ErrorRouteKind;
  channel: 'online' | 'spot';
  phase?: ErrorPhase;
  entry?: SavedEntryParams;
  /** The spot entry's `qr_token`, when saved. */
  qrToken?: string;
  /** The reservation being changed, on time-change routes. */
  reservationToken?: string;
  /** Passed on to the payment-error page as `additional_info`. */
  additionalInfo?: string;
}

export interface EntryLocation {
  path: '/' | '/spot';
  query: Record<string, string>;
}

/** Message keys of the two fixed dialogs; the UI translates them (English defaults in `errorDialogTexts`). */
export const errorDialogKeys = {
  connectionTitle: 'error.connection.title',
  connectionText: 'error.connection.text',
  requestTitle: 'error.request.title',
  requestText: 'error.request.text',
} as const;

export const errorDialogTexts: Record<(typeof errorDialogKeys)[keyof typeof errorDialogKeys], string> = {
  'error.connection.title': 'We were unable to connect to the server',
  'error.connection.text': 'The connection is unstable. Please try again.',
  'error.request.title': 'Error',
  'error.request.text': 'The request could not be completed. Please try again.',
};

export type RetryTarget = 'order' | 'change-order' | 'spot';

export type ErrorAction =
  | { type: 'ignore' }
  | { type: 'connection-error-dialog'; titleKey: string; textKey: string }
  | { type: 'request-error-dialog'; titleKey: string; textKey: string }
  | { type: 'reset-and-go-to-entry'; to: EntryLocation }
  | { type: 'show-dialog-and-stay'; message: string }
  | { type: 'go-to-order-change-page'; message: string }
  | { type: 'go-to-change-order-page'; message: string; reservationToken?: string }
  | { type: 'go-to-email-entry'; message: string }
  | { type: 'go-to-reservation-email'; message: string; reservationToken?: string }
  | { type: 'retry-dialog-then-order'; message: string; clearPaymentInfo: true; target: RetryTarget }
  | { type: 'payment-error-page'; query: { time_change: 'true' | 'false'; additional_info?: string } }
  | { type: 'complete-inquiry-mode'; timeChange: boolean };

const stayOrGoBack = new Set<string>([
  errorMessages.paymentApiFailure,
  errorMessages.couponLimitReached,
  errorMessages.couponRequired,
]);

const isSpot = (context: ErrorContext) => context.route === 'spot' || context.channel === 'spot';

/** Where session_timeout sends the visitor: spot entry with qr_token, or online entry with saved params. */
export function entryLocation(context: ErrorContext): EntryLocation {
  if (isSpot(context)) {
    return { path: '/spot', query: context.qrToken ? { qr_token: context.qrToken } : {} };
  }
  const query: Record<string, string> = {};
  const { id, membershipValue, membershipToken } = context.entry ?? {};
  if (id) query.id = id;
  if (membershipValue) query.membership_value = membershipValue;
  if (membershipToken) query.membership_token = membershipToken;
  return { path: '/', query };
}

function retryTarget(context: ErrorContext): RetryTarget {
  if (context.route === 'time-change') return 'change-order';
  return isSpot(context) ? 'spot' : 'order';
}

function paymentErrorPage(context: ErrorContext): ErrorAction {
  const query: { time_change: 'true' | 'false'; additional_info?: string } = {
    time_change: context.route === 'time-change' ? 'true' : 'false',
  };
  if (context.additionalInfo) query.additional_info = context.additionalInfo;
  return { type: 'payment-error-page', query };
}

function retry(error: RequestError, context: ErrorContext): ErrorAction {
  return {
    type: 'retry-dialog-then-order',
    message: error.message ?? '',
    clearPaymentInfo: true,
    target: retryTarget(context),
  };
}

/** Spec sections 4 and 8: what the client does with a failed request, given where the visitor is. */
export function errorAction(error: RequestError, context: ErrorContext): ErrorAction {
  if (error.kind === 'cancel' || error.silent) return { type: 'ignore' };
  if (error.kind !== 'http') {
    return {
      type: 'connection-error-dialog',
      titleKey: errorDialogKeys.connectionTitle,
      textKey: errorDialogKeys.connectionText,
    };
  }
  const { message } = error;
  if (message === errorMessages.sessionTimeout) {
    return { type: 'reset-and-go-to-entry', to: entryLocation(context) };
  }
  if (context.phase === 'three-d-secure') {
    if (error.canRetry) return retry(error, context);
    if (message === errorMessages.criticalRefundError) {
      return { type: 'complete-inquiry-mode', timeChange: context.route === 'time-change' };
    }
    return paymentErrorPage(context);
  }
  if (context.phase === 'checkout' && error.canRetry !== undefined) {
    return error.canRetry && error.status === 400 ? retry(error, context) : paymentErrorPage(context);
  }
  if (!message) {
    return {
      type: 'request-error-dialog',
      titleKey: errorDialogKeys.requestTitle,
      textKey: errorDialogKeys.requestText,
    };
  }
  if (stayOrGoBack.has(message)) {
    if (context.route === 'payment') return { type: 'go-to-order-change-page', message };
    if (context.route === 'time-change') {
      return { type: 'go-to-change-order-page', message, ...reservation(context) };
    }
    return { type: 'show-dialog-and-stay', message };
  }
  if (message === errorMessages.invalidEmailAddress) {
    // A spot purchase asks for the address on its own order-fields page, after payment: it stays there.
    return isSpot(context)
      ? { type: 'show-dialog-and-stay', message }
      : { type: 'go-to-email-entry', message };
  }
  if (message === errorMessages.invalidEmailAddressInTimeChange) {
    return { type: 'go-to-reservation-email', message, ...reservation(context) };
  }
  return { type: 'show-dialog-and-stay', message };
}

function reservation(context: ErrorContext): { reservationToken?: string } {
  return context.reservationToken ? { reservationToken: context.reservationToken } : {};
}
