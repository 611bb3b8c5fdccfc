import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Body } from '../endpoints.ts';
import { isApiError } from './apiError.ts';
import { createApiClient } from './createApiClient.ts';
import { createUncheckedApiClient } from './createUncheckedApiClient.ts';
import { type Handler, sendJson, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real server that closes the connection of the first `drops` requests without answering. */
async function serveDropping(drops: number, answer: Handler) {
  let seen = 0;
  server = await startTestServer((request, response) => {
    seen += 1;
    if (seen <= drops) {
      response.socket?.destroy();
      return;
    }
    answer(request, response);
  });
  return { server, root: `${server.origin}/demo/api/v1` };
}

const completed = (response: ServerResponse) =>
  sendJson(response, 200, { result: 'completed', reservation_token: 'R1', payment_number: 'P1' });

const checkoutCall = {
  params: { token: 'order-1' },
  body: { payment_method_type: 'gmo', payment_token: '4242424242424242' },
} as const;

async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe.each([
  ['checked', createApiClient],
  ['unchecked', createUncheckedApiClient],
] as const)('the %s client on a dropped connection', (_, create) => {
  it('sends checkout again when its first connection drops, and answers the second answer', async () => {
    const { server, root } = await serveDropping(1, (_, response) => completed(response));
    const api = create({ root, dropRetryDelayMs: 10 });
    const answer = await api.checkout(checkoutCall);
    expect(answer).toEqual({ result: 'completed', reservation_token: 'R1', payment_number: 'P1' });
    expect(server.seen).toHaveLength(2);
    expect(server.seen[1]).toMatchObject({ method: 'POST', url: '/demo/api/v1/orders/checkout/order-1' });
    expect(JSON.parse(server.seen[1]?.body ?? '')).toEqual(JSON.parse(server.seen[0]?.body ?? ''));
  });

  it('gives up after dropRetries resends, waiting longer before each', async () => {
    const { server, root } = await serveDropping(100, (_, response) => completed(response));
    const api = create({ root, dropRetries: 3, dropRetryDelayMs: 40 });
    const started = performance.now();
    const error = await failureOf(api.checkout(checkoutCall));
    const elapsed = performance.now() - started;
    expect(error).toMatchObject({ kind: 'connection', endpoint: 'checkout' });
    expect(server.seen).toHaveLength(4);
    // Waits of 40, 80 and 160 ms between the four sends.
    expect(elapsed).toBeGreaterThanOrEqual(270);
  });

  it('never resends a call that got an answer, 4xx or 5xx', async () => {
    const { server, root } = await serveDropping(0, (_, response) =>
      server.seen.length === 1
        ? sendJson(response, 503, { error: 'internal error' })
        : sendJson(response, 400, { error: 'payment_api_failure', can_retry: true }),
    );
    const api = create({ root, dropRetryDelayMs: 10 });
    expect(await failureOf(api.checkout(checkoutCall))).toMatchObject({ kind: 'http', status: 503 });
    expect(server.seen).toHaveLength(1);
    expect(await failureOf(api.checkout(checkoutCall))).toMatchObject({ kind: 'http', status: 400 });
    expect(server.seen).toHaveLength(2);
  });

  it('never resends a call the server would not answer the same way again', async () => {
    const { server, root } = await serveDropping(1, (_, response) => sendJson(response, 200, {}));
    const api = create({ root, dropRetryDelayMs: 10 });
    const body: Body<'createOrder'> = {
      lang: 'en',
      option_values: [{ option_value_id: 1, quantity: 1 }],
      product_uuid: '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10',
      quantity: 1,
      set_products: [],
      time_span_id: 1,
    };
    expect(await failureOf(api.createOrder({ body }))).toMatchObject({ kind: 'connection' });
    expect(server.seen).toHaveLength(1);
  });

  it('resends nothing with dropRetries 0, and stops resending when the caller cancels', async () => {
    const { server, root } = await serveDropping(100, (_, response) => completed(response));
    expect(await failureOf(create({ root, dropRetries: 0 }).checkout(checkoutCall))).toMatchObject({
      kind: 'connection',
    });
    expect(server.seen).toHaveLength(1);
    const controller = new AbortController();
    const call = create({ root, dropRetryDelayMs: 5_000 }).checkout({
      ...checkoutCall,
      signal: controller.signal,
    });
    // Cancelled once its first connection has dropped, while it waits to resend.
    await vi.waitFor(() => expect(server.seen).toHaveLength(2), { timeout: 10_000 });
    controller.abort();
    expect(await failureOf(call)).toMatchObject({ kind: 'cancel' });
    expect(server.seen).toHaveLength(2);
  });
});
