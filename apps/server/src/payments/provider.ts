import type { PaymentFlowType } from '@venue/ticket-core';

export interface PaymentStart {
  flow: PaymentFlowType;
  amount: number;
  /** The card token of card and Apple Pay flows. */
  paymentToken: string | undefined;
}

/** How a started payment goes on: paid now, declined, or waiting for the visitor on a provider page. */
export type StartOutcome =
  | { kind: 'authorized' }
  | { kind: 'declined'; canRetry: boolean }
  | { kind: 'challenge'; providerData: string }
  | { kind: 'redirect'; providerData: string };

/** The result of the visitor's step on the provider page (3-D Secure challenge, wallet or carrier). */
export type VisitorOutcome = { kind: 'authorized' } | { kind: 'declined'; canRetry: boolean };

/** Who asks Apple Pay for a merchant session: the site, as Apple Pay's sheet will name it. */
export interface ApplePayMerchant {
  /** The `validationURL` of the browser's merchant-validation event: Apple's server to ask. */
  validationUrl: string;
  /** The site's merchant identifier at the provider. */
  merchantIdentifier: string;
  displayName: string;
  /** The host name the storefront is served from. */
  domainName: string;
}

/**
 * A payment provider. The built-in sandbox implements it; a real provider adapter would too.
 */
export interface PaymentProvider {
  /**
   * Apple Pay's merchant validation: the opaque merchant session Apple answers for the site, which the
   * browser's ApplePaySession takes as it is; null when `validationUrl` is not Apple's.
   */
  validateApplePayMerchant(merchant: ApplePayMerchant): Record<string, unknown> | null;
  start(request: PaymentStart): StartOutcome;
  /** `approved` is the visitor's choice on the provider page; providerData is what start returned. */
  finishVisitorStep(providerData: string, approved: boolean): VisitorOutcome;
}
