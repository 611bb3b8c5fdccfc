import type { PaymentProvider, ProviderState, StartOutcome } from '../src/payments/provider.ts';

interface Intent {
  id: string;
  amount: number;
  status: 'succeeded' | 'requires_action' | 'canceled';
  refunded: number;
}

/**
 * A remote provider double, for the payment flow's state transitions only (request shapes are proven
 * against stripe-mock): it keeps its payments by idempotency key as a provider does, so a start sent again
 * under the same key charges once, and it can lose its answer or be unreachable on the next start.
 */
export function providerDouble() {
  const intents = new Map<string, Intent>();
  const refundKeys = new Map<string, string>();
  const next = { dropAnswer: false, unreachable: false, challenge: false };
  let count = 0;
  const provider: PaymentProvider & { readonly remote: true } = {
    name: 'double',
    remote: true,
    async validateApplePayMerchant() {
      return null;
    },
    async start({ reference, amount }): Promise<StartOutcome> {
      if (next.unreachable) {
        next.unreachable = false;
        throw new Error('connect ECONNREFUSED');
      }
      let intent = intents.get(reference);
      if (!intent) {
        count += 1;
        intent = {
          id: `pi_double_${count}`,
          amount,
          status: next.challenge ? 'requires_action' : 'succeeded',
          refunded: 0,
        };
        intents.set(reference, intent);
      }
      if (next.dropAnswer) {
        next.dropAnswer = false;
        throw new Error('socket hang up');
      }
      if (intent.status === 'requires_action')
        return {
          kind: 'challenge',
          providerData: JSON.stringify({ url: 'https://3ds.example/' }),
          providerRef: intent.id,
        };
      return { kind: 'authorized', providerRef: intent.id };
    },
    visitorPageUrl: () => 'https://3ds.example/',
    async finishVisitorStep({ reference }) {
      const intent = intents.get(reference);
      return intent?.status === 'succeeded' ? { kind: 'authorized' } : { kind: 'declined', canRetry: true };
    },
    async capture() {},
    async cancel({ reference }) {
      const intent = intents.get(reference);
      if (intent && intent.status !== 'succeeded') intent.status = 'canceled';
    },
    async refund({ payment, amount, idempotencyKey }) {
      const intent = intents.get(payment.reference);
      if (!intent) return { status: 'failed', providerRef: null };
      const known = refundKeys.get(idempotencyKey);
      if (known) return { status: 'succeeded', providerRef: known };
      intent.refunded += amount;
      const id = `re_double_${refundKeys.size + 1}`;
      refundKeys.set(idempotencyKey, id);
      return { status: 'succeeded', providerRef: id };
    },
    async lookup({ reference }): Promise<ProviderState> {
      const intent = intents.get(reference);
      if (!intent) return { state: 'notFound' };
      if (intent.status === 'succeeded') return { state: 'succeeded', providerRef: intent.id };
      if (intent.status === 'canceled') return { state: 'failed', providerRef: intent.id };
      return { state: 'waiting', providerRef: intent.id };
    },
    readWebhook: () => null,
  };
  return {
    provider,
    next,
    intents,
    /** Payments charged (and not voided), and yen given back. */
    charged: () => [...intents.values()].filter((intent) => intent.status === 'succeeded'),
    /** The visitor passes the 3-D Secure check of the payment `reference`. */
    pass(reference: string) {
      const intent = intents.get(reference);
      if (intent) intent.status = 'succeeded';
    },
  };
}
