import Stripe from 'stripe';
import type {
  PaymentProvider,
  ProviderEvent,
  ProviderPayment,
  ProviderState,
  RefundOutcome,
  StartOutcome,
  VisitorOutcome,
} from '../provider.ts';

/** A tenant's Stripe account, as configured (`stripeConfig.ts`): never written to the repo or a log. */
export interface StripeAccount {
  secretKey: string;
  /** The webhook endpoint's signing secret (`whsec_...`). */
  webhookSecret: string;
  /** The browser's key, which the storefront's card element uses. */
  publishableKey: string;
  /** Whether the storefront offers Apple Pay through Stripe's wallet button. */
  applePay: boolean;
}

/** Where the API is (Stripe's by default; stripe-mock in tests): `http://127.0.0.1:12111`. */
export type StripeApiBase = { host: string; port: number; protocol: 'http' | 'https' } | null;

export function parseApiBase(text: string | undefined): StripeApiBase {
  if (!text) return null;
  const url = new URL(text);
  return {
    host: url.hostname,
    port: Number(url.port || (url.protocol === 'http:' ? 80 : 443)),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Stripe's payment methods made in the browser by its own element (`pm_...`): never a card number. */
const paymentMethodId = /^pm_[A-Za-z0-9_]{1,200}$/;

/** What a payment waiting for the visitor keeps: the page Stripe sends them to. */
interface WaitingData {
  redirectUrl: string;
}

/**
 * The Stripe adapter for the spec's `stripe` and `stripe_secure` methods, over PaymentIntents in JPY (a
 * zero-decimal currency: amounts are yen). The card is entered in Stripe's element in the browser, which
 * answers a PaymentMethod id; the server only ever sees that id. `stripe_secure` asks for 3-D Secure on
 * every payment; its challenge is the intent's `next_action`, and Stripe sends the visitor back to
 * `returnUrl`. Every create is sent under the payment's reference as its idempotency key.
 */
export function stripeProvider(account: StripeAccount, apiBase: StripeApiBase = null): PaymentProvider {
  const stripe = new Stripe(account.secretKey, {
    ...(apiBase ?? {}),
    maxNetworkRetries: 2,
    timeout: 30_000,
    appInfo: { name: 'venue-ticketing' },
  });

  const intentOf = async (payment: ProviderPayment): Promise<Stripe.PaymentIntent | null> => {
    if (payment.providerRef) return stripe.paymentIntents.retrieve(payment.providerRef);
    // The start's answer was lost: the intent, if it was made, carries our reference.
    const found = await stripe.paymentIntents.search({
      query: `metadata['reference']:'${payment.reference.replace(/[^A-Za-z0-9_-]/g, '')}'`,
      limit: 1,
    });
    return found.data[0] ?? null;
  };

  const startOutcome = (intent: Stripe.PaymentIntent, returnUrl: string): StartOutcome => {
    switch (intent.status) {
      case 'succeeded':
      case 'requires_capture':
        return { kind: 'authorized', providerRef: intent.id };
      case 'requires_action':
      case 'processing': {
        const redirectUrl = intent.next_action?.redirect_to_url?.url ?? returnUrl;
        const providerData: WaitingData = { redirectUrl };
        return { kind: 'challenge', providerData: JSON.stringify(providerData), providerRef: intent.id };
      }
      case 'canceled':
        return { kind: 'declined', canRetry: false };
      default:
        return { kind: 'declined', canRetry: true };
    }
  };

  return {
    name: 'stripe',
    remote: true,

    /** Stripe's wallet button validates the merchant with Apple itself; no session is made here. */
    async validateApplePayMerchant() {
      return null;
    },

    async start({ flow, amount, paymentToken, reference, tenantId, methodId, returnUrl }) {
      if (!paymentToken || !paymentMethodId.test(paymentToken)) return { kind: 'declined', canRetry: true };
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount,
            currency: 'jpy',
            payment_method: paymentToken,
            confirm: true,
            return_url: returnUrl,
            ...(flow === 'card3ds'
              ? { payment_method_options: { card: { request_three_d_secure: 'any' } } }
              : {}),
            metadata: { reference, tenant: tenantId, method: methodId },
          },
          { idempotencyKey: reference },
        );
        return startOutcome(intent, returnUrl);
      } catch (error) {
        // A decline is an answer; anything else (network, Stripe down) leaves the payment pending.
        if (error instanceof Stripe.errors.StripeCardError) return { kind: 'declined', canRetry: true };
        throw error;
      }
    },

    visitorPageUrl({ providerData }) {
      return (JSON.parse(providerData) as WaitingData).redirectUrl;
    },

    /** Reads the intent's state once Stripe sent the visitor back; `approved` is Stripe's to decide. */
    async finishVisitorStep(payment): Promise<VisitorOutcome> {
      const intent = await intentOf(payment);
      if (intent?.status === 'succeeded' || intent?.status === 'requires_capture')
        return { kind: 'authorized' };
      if (intent?.status === 'canceled') return { kind: 'declined', canRetry: false };
      if (intent?.status === 'requires_action' || intent?.status === 'processing') return { kind: 'waiting' };
      return { kind: 'declined', canRetry: true };
    },

    async capture(payment) {
      if (payment.providerRef) await stripe.paymentIntents.capture(payment.providerRef);
    },

    async cancel(payment) {
      const intent = await intentOf(payment);
      if (intent && intent.status !== 'succeeded' && intent.status !== 'canceled')
        await stripe.paymentIntents.cancel(intent.id);
    },

    async refund({ payment, amount, idempotencyKey }): Promise<RefundOutcome> {
      const intent = payment.providerRef ?? (await intentOf(payment))?.id;
      if (!intent) return { status: 'failed', providerRef: null };
      try {
        const refund = await stripe.refunds.create({ payment_intent: intent, amount }, { idempotencyKey });
        const status =
          refund.status === 'succeeded' ? 'succeeded' : refund.status === 'pending' ? 'pending' : 'failed';
        return { status, providerRef: refund.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError)
          return { status: 'failed', providerRef: null };
        throw error;
      }
    },

    async lookup(payment): Promise<ProviderState> {
      const intent = await intentOf(payment);
      if (!intent) return { state: 'notFound' };
      if (intent.status === 'succeeded' || intent.status === 'requires_capture')
        return { state: 'succeeded', providerRef: intent.id };
      if (intent.status === 'requires_action' || intent.status === 'processing')
        return { state: 'waiting', providerRef: intent.id };
      return { state: 'failed', providerRef: intent.id };
    },

    readWebhook(rawBody, signature) {
      const event = stripe.webhooks.constructEvent(rawBody, signature ?? '', account.webhookSecret);
      return readEvent(event);
    },

    clientConfig() {
      return { publishable_key: account.publishableKey, apple_pay: account.applePay };
    },
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** A verified Stripe event, read into what the payment flow acts on. */
export function readEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        id: event.id,
        type: event.type === 'payment_intent.succeeded' ? 'payment.succeeded' : 'payment.failed',
        providerRef: intent.id,
        reference: intent.metadata?.reference ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const listed = (charge.refunds?.data ?? []).map((refund) => ({
        providerRef: refund.id,
        amount: refund.amount,
        status: refund.status ?? 'succeeded',
      }));
      return {
        id: event.id,
        type: 'payment.refunded',
        providerRef: idOf(charge.payment_intent) ?? charge.id,
        refunds: listed,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        id: event.id,
        type: 'payment.disputed',
        providerRef: idOf(dispute.payment_intent) ?? idOf(dispute.charge) ?? '',
        amount: dispute.amount,
        reason: dispute.reason,
      };
    }
    default:
      return { id: event.id, type: 'ignored', providerType: event.type };
  }
}
