import Stripe from 'stripe';

const sdk = new Stripe('sk_test_webhook_signing');

/**
 * A Stripe event as its webhook sends it: the JSON body and its `Stripe-Signature` header, signed with the
 * endpoint's `secret` by Stripe's own SDK (`webhooks.generateTestHeaderString`). stripe-mock keeps no state
 * and sends no webhooks, so tests decide a payment's outcome with these.
 */
export function signedStripeEvent(id: string, type: string, object: Record<string, unknown>, secret: string) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: '2020-08-27',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: null,
    type,
    data: { object },
  });
  return { payload, header: sdk.webhooks.generateTestHeaderString({ payload, secret }) };
}

/** Posts a signed event to a tenant's Stripe webhook route (`/<tenant>/api/v1/payments/stripe/webhook`). */
export async function postStripeEvent(
  siteUrl: string,
  event: { id: string; type: string; object: Record<string, unknown> },
  secret: string,
): Promise<Response> {
  const { payload, header } = signedStripeEvent(event.id, event.type, event.object, secret);
  return fetch(`${siteUrl}/api/v1/payments/stripe/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}
