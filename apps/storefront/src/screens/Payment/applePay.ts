/**
 * Apple Pay on the web (Safari's ApplePaySession). The sheet opens from the visitor's tap; as it opens,
 * Safari asks the merchant to validate itself (`onvalidatemerchant`, with Apple's `validationURL`): the
 * storefront passes the URL to POST /api/v1/apple-pay/validate-session (spec 7) and hands the merchant
 * session the server answers back to the sheet. Once the visitor authorizes, the payment token goes to
 * checkout, and the sheet is told how the payment went.
 */

/** The part of Safari's ApplePaySession this flow uses. */
export interface ApplePaySessionInstance {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null;
  oncancel: ((event: unknown) => void) | null;
  begin(): void;
  abort(): void;
  completeMerchantValidation(merchantSession: unknown): void;
  completePayment(status: number): void;
}

export interface ApplePaySessionConstructor {
  new (version: number, request: ApplePayRequest): ApplePaySessionInstance;
  canMakePayments(): boolean;
  supportsVersion?(version: number): boolean;
  readonly STATUS_SUCCESS: number;
  readonly STATUS_FAILURE: number;
}

export interface ApplePayRequest {
  countryCode: string;
  currencyCode: string;
  supportedNetworks: string[];
  merchantCapabilities: string[];
  total: { label: string; amount: string };
}

/** The version of Apple Pay JS asked for: 3 is supported by every Safari that has Apple Pay on the web. */
export const applePayVersion = 3;

/**
 * The browser's ApplePaySession, when Apple Pay can be offered: Safari on a device that has it, and
 * `canMakePayments()` says it can pay. Chromium and Firefox have none.
 */
export function applePaySession(scope: object = window): ApplePaySessionConstructor | null {
  const Session = (scope as { ApplePaySession?: ApplePaySessionConstructor }).ApplePaySession;
  if (typeof Session !== 'function') return null;
  try {
    if (Session.supportsVersion && !Session.supportsVersion(applePayVersion)) return null;
    return Session.canMakePayments() ? Session : null;
  } catch {
    // Safari throws when asked from an insecure page or an iframe of another origin.
    return null;
  }
}

/** The visitor closed the Apple Pay sheet before paying. */
export class ApplePayCancelled extends Error {
  constructor() {
    super('Apple Pay was cancelled');
    this.name = 'ApplePayCancelled';
  }
}

export interface ApplePayPayment<T> {
  total: number;
  /** The site's name on the sheet. */
  label: string;
  /** POST /apple-pay/validate-session with Apple's validation URL: the merchant session. */
  validateMerchant(validationUrl: string): Promise<unknown>;
  /** Pays with the authorized payment token (checkout); its result is what payWithApplePay answers. */
  pay(paymentToken: string): Promise<T>;
}

/**
 * Opens the Apple Pay sheet (call it from the tap itself: Safari opens the sheet only then), validates
 * the merchant at Apple's validation URL through our server, and pays with the authorized token. Rejects
 * with ApplePayCancelled when the visitor closes the sheet, or with the failed call's error (the sheet
 * is closed first).
 */
export function payWithApplePay<T>(
  Session: ApplePaySessionConstructor,
  payment: ApplePayPayment<T>,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const session = new Session(applePayVersion, {
      countryCode: 'JP',
      currencyCode: 'JPY',
      supportedNetworks: ['visa', 'masterCard', 'jcb', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: payment.label, amount: String(payment.total) },
    });
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    session.onvalidatemerchant = (event) => {
      payment
        .validateMerchant(event.validationURL)
        .then((merchantSession) => session.completeMerchantValidation(merchantSession))
        .catch((error: unknown) => {
          session.abort();
          fail(error);
        });
    };
    session.onpaymentauthorized = (event) => {
      payment
        .pay(JSON.stringify(event.payment.token.paymentData))
        .then((result) => {
          session.completePayment(Session.STATUS_SUCCESS);
          settled = true;
          resolve(result);
        })
        .catch((error: unknown) => {
          session.completePayment(Session.STATUS_FAILURE);
          fail(error);
        });
    };
    session.oncancel = () => fail(new ApplePayCancelled());
    session.begin();
  });
}
