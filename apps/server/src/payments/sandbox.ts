import type { PaymentProvider, StartOutcome, VisitorOutcome } from './provider.ts';

/** The sandbox's test cards (documented in the README). */
export const testCards = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDSecure: '4000000000003220',
  threeDSecureFailsRetryable: '4000000000003063',
  threeDSecureFailsFinal: '4000000000003071',
} as const;

type Challenge = 'pass' | 'fail-retry' | 'fail-final';

const challengeOf: Record<string, Challenge> = {
  [testCards.threeDSecure]: 'pass',
  [testCards.threeDSecureFailsRetryable]: 'fail-retry',
  [testCards.threeDSecureFailsFinal]: 'fail-final',
};

/** The sandbox reads the card number from the payment token (spaces and hyphens allowed). */
function cardNumber(token: string | undefined): string {
  return (token ?? '').replace(/[\s-]/g, '');
}

/** A provider that runs every flow locally, deciding outcomes by test card. */
export const sandboxProvider: PaymentProvider = {
  start({ flow, amount, paymentToken }): StartOutcome {
    if (flow === 'free') return amount === 0 ? { kind: 'authorized' } : { kind: 'declined', canRetry: true };
    if (flow === 'wallet' || flow === 'carrier')
      return { kind: 'redirect', providerData: JSON.stringify({ flow }) };
    const card = cardNumber(paymentToken);
    if (flow === 'applePay') return card ? { kind: 'authorized' } : { kind: 'declined', canRetry: true };
    if (card === testCards.success) return { kind: 'authorized' };
    const challenge = challengeOf[card];
    if (flow === 'card3ds' && challenge)
      return { kind: 'challenge', providerData: JSON.stringify({ challenge }) };
    return { kind: 'declined', canRetry: true };
  },

  finishVisitorStep(providerData, approved): VisitorOutcome {
    const { challenge } = JSON.parse(providerData) as { challenge?: Challenge };
    if (challenge === 'fail-final') return { kind: 'declined', canRetry: false };
    if (!approved || challenge === 'fail-retry') return { kind: 'declined', canRetry: true };
    return { kind: 'authorized' };
  },
};
