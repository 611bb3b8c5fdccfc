import type { PaymentFlowType } from '@venue/ticket-core';

export interface PaymentStart {
  flow: PaymentFlowType;
  /** Yen (JPY has no minor unit). */
  amount: number;
  /** The card token of card and Apple Pay flows (a remote provider's own token, never a card number). */
  paymentToken: string | undefined;
  /** Our payment's reference: the provider's idempotency key, and how its events name the payment. */
  reference: string;
  tenantId: string;
  methodId: string;
  /** Where the provider sends the visitor back to after its own step (3-D Secure, wallet). */
  returnUrl: string;
}

/** How a started payment goes on: paid now, declined, or waiting for the visitor on a provider page. */
export type StartOutcome =
  | { kind: 'authorized'; providerRef: string | null }
  | { kind: 'declined'; canRetry: boolean }
  | { kind: 'challenge'; providerData: string; providerRef: string | null }
  | { kind: 'redirect'; providerData: string; providerRef: string | null };

/**
 * The result of the visitor's step on the provider page (3-D Secure challenge, wallet or carrier).
 * `waiting`: a remote provider has not settled it yet (its webhook or the reconciler will tell); the
 * sandbox always settles.
 */
export type VisitorOutcome =
  | { kind: 'authorized' }
  | { kind: 'declined'; canRetry: boolean }
  | { kind: 'waiting' };

/** A payment as the provider needs to see it again: what our `payments` row keeps of it. */
export interface ProviderPayment {
  reference: string;
  methodId: string;
  amount: number;
  /** The provider's own id of the payment (a Stripe PaymentIntent's `pi_...`), once known. */
  providerRef: string | null;
  /** What start returned for the visitor's step (JSON). */
  providerData: string;
}

/**
 * What the provider says of a payment when asked (the reconciler): paid, waiting for the visitor, failed
 * or voided for good, or unknown to it (the start never reached it).
 */
export type ProviderState =
  | { state: 'succeeded'; providerRef: string }
  | { state: 'waiting'; providerRef: string }
  | { state: 'failed'; providerRef: string | null }
  | { state: 'notFound' };

export interface RefundRequest {
  payment: ProviderPayment;
  /** Yen to give back: the whole payment or a part of it. */
  amount: number;
  /** Our refund's key: the provider's idempotency key, so a resent refund gives back money once. */
  idempotencyKey: string;
}

export type RefundOutcome =
  | { status: 'succeeded' | 'pending'; providerRef: string }
  | { status: 'failed'; providerRef: string | null };

/** A provider's webhook event, verified and read into what the payment flow acts on. */
export type ProviderEvent = { id: string } & (
  | { type: 'payment.succeeded'; providerRef: string; reference: string | null }
  | { type: 'payment.failed'; providerRef: string; reference: string | null }
  | {
      type: 'payment.refunded';
      providerRef: string;
      /** Every refund of the charge the provider knows, by its own id. */
      refunds: { providerRef: string; amount: number; status: string }[];
    }
  | { type: 'payment.disputed'; providerRef: string; amount: number; reason: string }
  | { type: 'ignored'; providerType: string }
);

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
 * A payment provider. The built-in sandbox implements it in the server's process; the Stripe adapter
 * (`stripe/stripeProvider.ts`) over Stripe's API.
 */
export interface PaymentProvider {
  /** Recorded on each payment (`payments.provider`), so later steps ask the provider that started it. */
  readonly name: string;
  /**
   * Whether a call may charge outside the database (a remote provider). Then the payment is recorded
   * pending and committed before the call, and the reconciler settles what a crash left open; an in-process
   * provider decides inside the checkout's transaction.
   */
  readonly remote: boolean;
  /**
   * Apple Pay's merchant validation: the opaque merchant session Apple answers for the site, which the
   * browser's ApplePaySession takes as it is; null when `validationUrl` is not Apple's.
   */
  validateApplePayMerchant(merchant: ApplePayMerchant): Promise<Record<string, unknown> | null>;
  /** Starts (and for card flows confirms) a payment. */
  start(request: PaymentStart): Promise<StartOutcome>;
  /** The page the visitor goes on to for a payment waiting for them (3-D Secure, wallet, carrier). */
  visitorPageUrl(payment: ProviderPayment, siteUrl: string): string;
  /**
   * Confirms after the visitor's step. `approved` is the visitor's choice on a page of ours (the sandbox);
   * a remote provider reads the outcome from its own record of the payment instead.
   */
  finishVisitorStep(payment: ProviderPayment, approved: boolean): Promise<VisitorOutcome>;
  /** Captures an authorized payment (a no-op where authorization captures). */
  capture(payment: ProviderPayment): Promise<void>;
  /** Voids a payment not yet captured (waiting for the visitor or authorized). */
  cancel(payment: ProviderPayment): Promise<void>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The payment's state at the provider. */
  lookup(payment: ProviderPayment): Promise<ProviderState>;
  /**
   * Verifies a webhook call with the endpoint's signing secret and reads its event; throws when the
   * signature does not hold. Null for a provider without webhooks.
   */
  readWebhook(rawBody: string, signature: string | undefined): ProviderEvent | null;
  /** What the storefront's payment element needs (public keys only), for a provider that has one. */
  clientConfig?(): Record<string, unknown>;
}

/** The providers of every tenant's methods. */
export interface PaymentProviders {
  /** The provider that takes `methodId` on the tenant's site (the sandbox when none is configured). */
  forMethod(tenantId: string, methodId: string): PaymentProvider;
  /** The provider a payment was started with (`payments.provider`), on its tenant's site. */
  named(tenantId: string, name: string): PaymentProvider;
}
