import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type RunningStripeMock, startStripeMock } from '../testing/stripeMock.ts';
import { sleep } from './serverProcess.ts';

/** A PaymentIntent as the stand-in keeps it: Stripe's record of a charge, which outlives the server. */
export interface StandInIntent {
  id: string;
  /** Our payment's reference: the create's idempotency key and `metadata.reference`. */
  reference: string;
  amount: number;
  status: 'succeeded' | 'canceled';
  refunded: number;
}

/**
 * Where the next create is cut short by a kill of the server: before Stripe charges (the request reached
 * Stripe, nothing charged, no answer), after it charged (no answer), or just after its answer was sent (the
 * server dies before it records it).
 */
export type KillPoint = 'before charge' | 'after charge' | 'after answer';

export interface StripeStandIn {
  /** For each server's `STRIPE_API_BASE`: one address per server, all over the same record. */
  urls: string[];
  intents: Map<string, StandInIntent>;
  /** Requests stripe-mock refused (their shape is not Stripe's API): each is an error of the adapter. */
  refused: string[];
  /**
   * Cuts the next create sent to `urls[caller]` (0 unless given) for which `when` holds (any unless given)
   * at `point`: `kill` is called there, and the promise resolves once it has been.
   */
  armKill(
    point: KillPoint,
    kill: () => Promise<void>,
    at?: { caller?: number; when?: () => boolean },
  ): Promise<void>;
  /** Takes back a kill no create came for. */
  disarm(): void;
  stop(): Promise<void>;
}

/**
 * A remote provider for the crash test, over Stripe's HTTP API, that keeps its payments across the server's
 * deaths as Stripe does: a create under an idempotency key it has seen answers that key's intent again (so a
 * resent start charges once), and retrieve, search (by `metadata['reference']`), cancel, capture and refunds
 * answer from its record. Each request is first sent to stripe-mock, which checks its shape against Stripe's
 * API description and whose answer is the body the stand-in's state is written over. `pm_card_visa` pays;
 * other payment methods are declined with Stripe's card error. It sends no webhooks: the server's reconciler
 * settles what a crash left open. A create is answered after `createMs` (a random time between its two
 * values), as Stripe's own API takes a few hundred milliseconds to confirm a card: a server's payments are
 * in flight for that long, as they are in production.
 */
export async function startStripeStandIn(
  callers = 1,
  createMs: readonly [number, number] = [0, 0],
): Promise<StripeStandIn> {
  const mock: RunningStripeMock = await startStripeMock();
  const intents = new Map<string, StandInIntent>();
  const byId = new Map<string, StandInIntent>();
  const refundKeys = new Map<string, Record<string, unknown>>();
  const refused: string[] = [];
  let armed: {
    point: KillPoint;
    kill: () => Promise<void>;
    done: () => void;
    caller: number;
    when: () => boolean;
  } | null = null;
  let count = 0;

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
  const send = (answer: ServerResponse, status: number, body: unknown) => {
    answer.writeHead(status, { 'content-type': 'application/json' });
    answer.end(JSON.stringify(body));
  };
  const intentBody = (shape: Record<string, unknown>, intent: StandInIntent) => ({
    ...shape,
    id: intent.id,
    amount: intent.amount,
    amount_received: intent.status === 'succeeded' ? intent.amount : 0,
    currency: 'jpy',
    status: intent.status,
    next_action: null,
    metadata: { reference: intent.reference },
  });

  const answerFor = (caller: number) => async (request: IncomingMessage, answer: ServerResponse) => {
    const body = await read(request);
    const path = request.url ?? '/';
    const fromMock = await fetch(`${mock.url}${path}`, {
      method: request.method ?? 'GET',
      headers: {
        authorization: request.headers.authorization ?? '',
        'content-type': request.headers['content-type'] ?? 'application/x-www-form-urlencoded',
      },
      ...(request.method === 'POST' ? { body } : {}),
    });
    const shape = (await fromMock.json()) as Record<string, unknown>;
    if (!fromMock.ok) {
      refused.push(`${request.method} ${path}: ${JSON.stringify(shape)}`);
      return send(answer, fromMock.status, shape);
    }
    const params = new URLSearchParams(body);
    const key = String(request.headers['idempotency-key'] ?? '');
    const route = path.split('?')[0] ?? '';

    if (request.method === 'POST' && route === '/v1/payment_intents') {
      const [least, most] = createMs;
      await sleep(least + Math.random() * (most - least));
      const known = intents.get(key);
      if (known) return send(answer, 200, intentBody(shape, known));
      if (params.get('payment_method') !== 'pm_card_visa')
        return send(answer, 402, {
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        });
      const cut = armed?.caller === caller && armed.when() ? armed : null;
      if (cut) armed = null;
      if (cut?.point === 'before charge') {
        await cut.kill();
        cut.done();
        return (request.socket as Socket).destroy();
      }
      count += 1;
      const intent: StandInIntent = {
        id: `pi_standin_${count}`,
        reference: params.get('metadata[reference]') ?? key,
        amount: Number(params.get('amount')),
        status: 'succeeded',
        refunded: 0,
      };
      intents.set(key, intent);
      byId.set(intent.id, intent);
      if (cut?.point === 'after charge') {
        await cut.kill();
        cut.done();
        return (request.socket as Socket).destroy();
      }
      send(answer, 200, intentBody(shape, intent));
      if (cut) {
        await cut.kill();
        cut.done();
      }
      return;
    }
    if (request.method === 'GET' && route === '/v1/payment_intents/search') {
      const reference = /metadata\['reference'\]:'([^']*)'/.exec(
        new URL(path, mock.url).searchParams.get('query') ?? '',
      )?.[1];
      const found = [...intents.values()].filter((intent) => intent.reference === reference);
      return send(answer, 200, {
        ...shape,
        data: found.map((intent) => intentBody({}, intent)),
        has_more: false,
      });
    }
    const onIntent = /^\/v1\/payment_intents\/([^/]+)(?:\/(cancel|capture))?$/.exec(route);
    if (onIntent) {
      const intent = byId.get(onIntent[1] ?? '');
      if (!intent)
        return send(answer, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such payment_intent',
          },
        });
      if (onIntent[2] === 'cancel' && intent.status !== 'succeeded') intent.status = 'canceled';
      return send(answer, 200, intentBody(shape, intent));
    }
    if (request.method === 'POST' && route === '/v1/refunds') {
      const known = refundKeys.get(key);
      if (known) return send(answer, 200, known);
      const intent = byId.get(params.get('payment_intent') ?? '');
      const amount = Number(params.get('amount') ?? intent?.amount);
      if (intent?.status !== 'succeeded' || intent.refunded + amount > intent.amount)
        return send(answer, 400, {
          error: { type: 'invalid_request_error', message: 'This charge cannot be refunded that much' },
        });
      intent.refunded += amount;
      const refund = { ...shape, id: `re_standin_${refundKeys.size + 1}`, amount, status: 'succeeded' };
      refundKeys.set(key, refund);
      return send(answer, 200, refund);
    }
    send(answer, fromMock.status, shape);
  };
  const servers = Array.from({ length: callers }, (_, caller) => createServer(answerFor(caller)));
  for (const server of servers)
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    urls: servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    intents,
    refused,
    armKill(point, kill, { caller = 0, when = () => true } = {}) {
      return new Promise<void>((done) => {
        armed = { point, kill, done, caller, when };
      });
    },
    disarm() {
      armed = null;
    },
    async stop() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise<void>((closed) => server.close(() => closed()));
      }
      await mock.stop();
    },
  };
}
