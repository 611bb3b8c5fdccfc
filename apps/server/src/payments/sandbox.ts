import { randomBytes } from 'node:crypto';
import { type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import { nowMs } from '../clock.ts';
import { newToken } from '../tokens.ts';
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

/**
 * Apple Pay's merchant-validation servers (Apple's "Setting up your server": apple-pay-gateway.apple.com,
 * its regional pods such as apple-pay-gateway-nc-pod1.apple.com, the -cert sandbox and the cn- hosts).
 * A validation URL elsewhere is refused, so no one can make the server call another host.
 */
const applePayGateway = /^(?:cn-)?apple-pay-gateway(?:-[a-z0-9]+)*\.apple\.com$/;

export function isApplePayValidationUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.port === '' && applePayGateway.test(url.hostname);
  } catch {
    return false;
  }
}

/** How long Apple's merchant sessions last: five minutes. */
const merchantSessionMs = 5 * 60_000;

/** A provider that runs every flow locally, deciding outcomes by test card. */
export const sandboxProvider: PaymentProvider = {
  name: 'sandbox',
  remote: false,

  /**
   * Stands in for the POST to Apple's validation URL: checks it is Apple's and answers a merchant
   * session of the shape Apple does (signature and nonce random, since no Apple certificate is held).
   */
  async validateApplePayMerchant({ validationUrl, merchantIdentifier, displayName, domainName }) {
    if (!isApplePayValidationUrl(validationUrl)) return null;
    const epochTimestamp = nowMs();
    return {
      epochTimestamp,
      expiresAt: epochTimestamp + merchantSessionMs,
      merchantSessionIdentifier: `SSH${randomBytes(16).toString('hex').toUpperCase()}`,
      nonce: randomBytes(4).toString('hex'),
      merchantIdentifier,
      domainName,
      displayName,
      signature: randomBytes(32).toString('base64'),
      operationalAnalyticsIdentifier: `${displayName}:${merchantIdentifier}`,
      retries: 0,
    };
  },

  async start({ flow, amount, paymentToken }): Promise<StartOutcome> {
    const authorized = { kind: 'authorized', providerRef: null } as const;
    if (flow === 'free') return amount === 0 ? authorized : { kind: 'declined', canRetry: true };
    if (flow === 'wallet' || flow === 'carrier')
      return { kind: 'redirect', providerData: JSON.stringify({ flow }), providerRef: null };
    const card = cardNumber(paymentToken);
    if (flow === 'applePay') return card ? authorized : { kind: 'declined', canRetry: true };
    if (card === testCards.success) return authorized;
    const challenge = challengeOf[card];
    if (flow === 'card3ds' && challenge)
      return { kind: 'challenge', providerData: JSON.stringify({ challenge }), providerRef: null };
    return { kind: 'declined', canRetry: true };
  },

  /** The sandbox's own pages (`pages/sandboxPages.ts`): a 3-D Secure challenge, a wallet or a carrier page. */
  visitorPageUrl({ methodId, reference }, siteUrl) {
    const flow = paymentFlowType(methodId as PaymentMethodId);
    const page = flow === 'card3ds' ? '3ds' : flow === 'carrier' ? 'd-pay' : 'wallet';
    return `${siteUrl}/sandbox/${page}/${reference}`;
  },

  async finishVisitorStep({ providerData }, approved): Promise<VisitorOutcome> {
    const { challenge } = JSON.parse(providerData) as { challenge?: Challenge };
    if (challenge === 'fail-final') return { kind: 'declined', canRetry: false };
    if (!approved || challenge === 'fail-retry') return { kind: 'declined', canRetry: true };
    return { kind: 'authorized' };
  },

  /** The sandbox captures as it authorizes. */
  async capture() {},

  async cancel() {},

  /** Every refund succeeds, under a reference of its own. */
  async refund() {
    return { status: 'succeeded', providerRef: `sandbox_re_${newToken()}` };
  },

  /**
   * The sandbox decides inside the checkout's transaction, so it never has a payment the database does not
   * know: nothing is left for the reconciler to ask about.
   */
  async lookup() {
    return { state: 'notFound' };
  },

  readWebhook() {
    return null;
  },
};
