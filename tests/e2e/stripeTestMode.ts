import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RunningStripeMock, startStripeMock } from '../../apps/server/testing/stripeMock.ts';

/** A PaymentIntent the server created and confirmed, as test mode answered it. */
export interface ConfirmedIntent {
  id: string;
  /** Our payment's reference (its idempotency key and `metadata.reference`). */
  reference: string;
  amount: number;
  paymentMethod: string;
  status: string;
}

/**
 * Stripe's test payment methods and what test mode answers a PaymentIntent confirmed with them: paid at
 * once, or waiting for the cardholder's 3-D Secure step.
 */
const testPaymentMethods: Record<string, 'succeeded' | 'requires_action'> = {
  pm_card_visa: 'succeeded',
  pm_card_threeDSecure2Required: 'requires_action',
};

/** The page Stripe sends a cardholder to for 3-D Secure; the spec's stand-in of it is `stripeJsStandIn`'s. */
export const threeDSecurePage = 'https://hooks.stripe.com/3d_secure_2/hosted';

export interface StripeTestMode {
  /** For the server's `STRIPE_API_BASE`. */
  url: string;
  /** The intents confirmed so far, oldest first. */
  confirmed: ConfirmedIntent[];
  stop(): Promise<void>;
}

/**
 * stripe-mock (Stripe's official API stand-in) behind a forwarder that answers PaymentIntent confirms as
 * Stripe's test mode does for its test payment methods. stripe-mock checks every request's shape and
 * answers Stripe-shaped objects, but keeps no state: every intent it makes answers
 * `requires_payment_method`, which the adapter rightly reads as a decline. The forwarder passes every
 * request to stripe-mock unchanged and, for a confirmed create with a test payment method above, sets the
 * answer's `status` (and `next_action`, Stripe's 3-D Secure page with the intent's `return_url`) and keeps
 * the request's `metadata`, as test mode would. Everything after that (the payment settled, refunded) is
 * told to the server the way Stripe tells it: by signed webhooks the test sends.
 */
export async function startStripeTestMode(): Promise<StripeTestMode> {
  const mock: RunningStripeMock = await startStripeMock();
  const upstream = new URL(mock.url);
  const confirmed: ConfirmedIntent[] = [];
  const server = createServer((incoming, answer) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const body = Buffer.concat(chunks);
      const forwarded = request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: incoming.method,
          path: incoming.url,
          headers: { ...incoming.headers, host: upstream.host },
        },
        (fromMock) => {
          const parts: Buffer[] = [];
          fromMock.on('data', (chunk: Buffer) => parts.push(chunk));
          fromMock.on('end', () => {
            let text = Buffer.concat(parts).toString('utf8');
            const isCreate =
              incoming.method === 'POST' && incoming.url?.split('?')[0] === '/v1/payment_intents';
            if (isCreate && fromMock.statusCode === 200)
              text = asTestMode(text, body.toString('utf8'), confirmed);
            const headers = { ...fromMock.headers, 'content-length': String(Buffer.byteLength(text)) };
            delete headers['transfer-encoding'];
            answer.writeHead(fromMock.statusCode ?? 502, headers);
            answer.end(text);
          });
        },
      );
      forwarded.on('error', (error) => {
        answer.writeHead(502, { 'content-type': 'text/plain' });
        answer.end(String(error));
      });
      forwarded.end(body);
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    confirmed,
    async stop() {
      await new Promise<void>((closed) => server.close(() => closed()));
      await mock.stop();
    },
  };
}

/** stripe-mock's answer to a PaymentIntent create, as test mode answers the same request. */
function asTestMode(answer: string, form: string, confirmed: ConfirmedIntent[]): string {
  const params = new URLSearchParams(form);
  const paymentMethod = params.get('payment_method') ?? '';
  const status = testPaymentMethods[paymentMethod];
  if (params.get('confirm') !== 'true' || !status) return answer;
  const intent = JSON.parse(answer) as Record<string, unknown> & { id: string };
  const metadata = Object.fromEntries(
    [...params]
      .map(([key, value]) => [/^metadata\[(.+)\]$/.exec(key)?.[1], value] as const)
      .filter((entry): entry is readonly [string, string] => entry[0] !== undefined),
  );
  const returnUrl = params.get('return_url') ?? '';
  const nextAction =
    status === 'requires_action'
      ? {
          type: 'redirect_to_url',
          redirect_to_url: {
            url: `${threeDSecurePage}?${new URLSearchParams({ payment_intent: intent.id, return_url: returnUrl })}`,
            return_url: returnUrl,
          },
        }
      : null;
  const amount = Number(params.get('amount'));
  confirmed.push({ id: intent.id, reference: metadata.reference ?? '', amount, paymentMethod, status });
  return JSON.stringify({
    ...intent,
    amount,
    amount_received: status === 'succeeded' ? amount : 0,
    currency: 'jpy',
    status,
    next_action: nextAction,
    metadata,
    payment_method: paymentMethod,
  });
}
