import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import type { Answer, Query } from '../endpoints.ts';
import { ApiError, isApiError } from './apiError.ts';
import type { RequestEvent } from './callTypes.ts';
import { createApiClient } from './createApiClient.ts';
import type { PendingCounts } from './pendingCounter.ts';
import { type Handler, sendJson, startTestServer, type TestServer } from './testServer.ts';

const productUuid = '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10';
const product = {
  uuid: productUuid,
  name: 'Night garden',
  description: 'Lights after dark',
  image_path: null,
  date_selection_mode: 'time',
  sales_channels: ['web', 'spot'],
  base_price: 2400,
  product_type: 'ticket',
  caution: null,
};

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Handler) {
  server = await startTestServer(handler);
  return { server, root: `${server.origin}/demo/api/v1` };
}

const later = (ms: number, action: () => void) => setTimeout(action, ms);

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiClient: types', () => {
  it('derives each method from its table entry', () => {
    const api = createApiClient({ root: '/api/v1' });
    expectTypeOf(api.getLangs).returns.resolves.toEqualTypeOf<Answer<'getLangs'>>();
    expectTypeOf(api.getMailMagazine).returns.resolves.toEqualTypeOf<{ field_names: string[] } | null>();
    expectTypeOf<Query<'searchSetProducts'>['main_product_time_span_ids']>().toEqualTypeOf<number[]>();
    expectTypeOf(api.getOrder).toBeCallableWith({ params: { token: 'o1' } });
    expectTypeOf(api.getLangs).toBeCallableWith();
  });
});

describe('createApiClient: answers', () => {
  it('calls the path under the API root with its query and validates the answer', async () => {
    const { server, root } = await serve((_, response) =>
      sendJson(response, 200, [{ ...product, extra: 1 }]),
    );
    const api = createApiClient({ root });
    const products = await api.getProducts({ query: { lang: 'en' } });
    expect(products).toEqual([product]);
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/demo/api/v1/products?lang=en' });
    expect(server.seen[0]?.headers.accept).toBe('application/json');
  });

  it('sends a JSON body and URL-encodes path params', async () => {
    const { server, root } = await serve((_, response) =>
      sendJson(response, 200, { coupon_name: 'Ten', coupon_discount: 200 }),
    );
    const api = createApiClient({ root: `${root}/` });
    const answer = await api.applyCoupon({ params: { token: 'a/b c?d' }, body: { coupon: 'TEN' } });
    expect(answer).toEqual({ coupon_name: 'Ten', coupon_discount: 200 });
    const seen = server.seen[0];
    expect(seen).toMatchObject({ method: 'POST', url: '/demo/api/v1/ordercoupons/a%2Fb%20c%3Fd' });
    expect(seen?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen?.body ?? '')).toEqual({ coupon: 'TEN' });
  });

  it('sends the time-span ids as a comma list and numeric path ids as digits', async () => {
    const { server, root } = await serve((request, response) =>
      request.url.includes('checkin')
        ? sendJson(response, 200, { id: 42, status: 'used' })
        : sendJson(response, 200, []),
    );
    const api = createApiClient({ root });
    await api.searchSetProducts({
      query: { lang: 'ja', main_product_time_span_ids: [12, 13], from: '2026-12-01', to: '2026-12-02' },
    });
    const url = new URL(server.seen[0]?.url ?? '', server.origin);
    expect(url.pathname).toBe('/demo/api/v1/setproducts/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'ja',
      main_product_time_span_ids: '12,13',
      from: '2026-12-01',
      to: '2026-12-02',
    });
    await api.checkInTicket({ params: { ticket_id: 42 }, body: { reservation_token: 'r1', type: 'gate' } });
    expect(server.seen[1]?.url).toBe('/demo/api/v1/tickets/42/checkin');
  });

  it('leaves out optional query values that are not given', async () => {
    const { server, root } = await serve((_, response) => sendJson(response, 200, []));
    await createApiClient({ root }).getPaymentMethods({ query: { lang: 'th' } });
    expect(server.seen[0]?.url).toBe('/demo/api/v1/paymentmethods?lang=th');
  });

  it('calls the carrier and Paygent paths from the site root', async () => {
    const { server, root } = await serve((_, response) => sendJson(response, 200, { merchant: 'm1' }));
    const api = createApiClient({ root });
    expect(await api.getPaygentTokenCredentials()).toEqual({ merchant: 'm1' });
    await api.getDAccountAuth({ params: { token: 't1' } });
    expect(server.seen.map((request) => request.url)).toEqual([
      '/demo/paygent/v1/token-credentials',
      '/demo/d-account/v1/auth/t1',
    ]);
    await createApiClient({ root, siteRoot: `${server.origin}/elsewhere` }).getDPayToken({
      params: { token: 't2' },
    });
    expect(server.seen[2]?.url).toBe('/elsewhere/d-pay/v1/scptok/t2');
  });

  it('resolves a 204 answer to null', async () => {
    const { root } = await serve((_, response) => response.writeHead(204).end());
    const api = createApiClient({ root });
    await expect(
      api.sendTickets({ params: { reservation_token: 'r1' }, body: { email: 'a@example.com' } }),
    ).resolves.toBeNull();
  });

  it('asks for a file call’s media type and resolves to the file’s text', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR';
    const { server, root } = await serve((_, response) => {
      response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' });
      response.end(ics);
    });
    const api = createApiClient({ root });
    await expect(
      api.getTicketsCalendar({ params: { reservation_token: 'r1' }, query: { lang: 'en' } }),
    ).resolves.toBe(ics);
    expect(server.seen[0]?.url).toBe('/demo/api/v1/reservations/r1/calendar?lang=en');
    expect(server.seen[0]?.headers.accept).toBe('text/calendar');
  });

  it('uses the fetch it is given', async () => {
    const { root } = await serve((_, response) => sendJson(response, 200, []));
    const urls: string[] = [];
    const api = createApiClient({
      root,
      fetch: (input, init) => {
        urls.push(String(input));
        return fetch(input, init);
      },
    });
    await api.getLangs();
    expect(urls).toEqual([`${root}/langs`]);
  });
});

describe('createApiClient: ignored statuses', () => {
  it('resolves DELETE order 400 and GET mail magazine 404 to null', async () => {
    const { root } = await serve((request, response) =>
      sendJson(response, request.method === 'DELETE' ? 400 : 404, { error: 'record not found' }),
    );
    const api = createApiClient({ root });
    await expect(api.deleteOrder({ params: { token: 'o1' } })).resolves.toBeNull();
    await expect(api.getMailMagazine({ params: { token: 'm1' } })).resolves.toBeNull();
    const error = await failureOf(api.getOrder({ params: { token: 'o1' } }));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'record not found', silent: false });
  });
});

describe('createApiClient: failures', () => {
  it('carries the error body message and its retry flag', async () => {
    const { root } = await serve((_, response) =>
      sendJson(response, 400, { error: 'critical refund error', can_retry: true }),
    );
    const error = await failureOf(createApiClient({ root }).completeGmo3ds({ body: { md: 'md-1' } }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      message: 'critical refund error',
      canRetry: true,
    });
    expect(error.endpoint).toBe('completeGmo3ds');
  });

  it('keeps the error body’s other fields, such as what changed under a console page', async () => {
    const { root } = await serve((_, response) =>
      sendJson(response, 409, { error: 'order changed', changed: ['tickets'], version: 'v2' }),
    );
    const error = await failureOf(createApiClient({ root }).getLangs());
    expect(error).toMatchObject({ status: 409, message: 'order changed' });
    expect(error.fields).toEqual({ changed: ['tickets'], version: 'v2' });
  });

  it('reports an error answer without a JSON body with an empty message', async () => {
    const { root } = await serve((_, response) =>
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    const error = await failureOf(createApiClient({ root }).getLangs());
    expect(error).toMatchObject({ kind: 'http', status: 502, message: '' });
    expect(error.detail).toContain('without an error body');
  });

  it('rejects an answer that is not JSON or does not match its schema', async () => {
    const { root } = await serve((request, response) =>
      request.url.endsWith('/langs')
        ? response.writeHead(200).end('not json')
        : sendJson(response, 200, [{ key: 'Max_Ticket' }]),
    );
    const api = createApiClient({ root });
    expect(await failureOf(api.getLangs())).toMatchObject({
      kind: 'unknown',
      status: 200,
      detail: 'answer is not JSON',
    });
    const error = await failureOf(api.getConfigurations());
    expect(error.kind).toBe('unknown');
    expect(error.detail).toContain('value');
  });

  it('reports a refused connection', async () => {
    const { server, root } = await serve(() => undefined);
    await server.close();
    const error = await failureOf(createApiClient({ root }).getLangs());
    expect(error).toMatchObject({ kind: 'connection', message: '' });
  });

  it('rejects a request that does not match its schema without sending it', async () => {
    const { server, root } = await serve((_, response) => sendJson(response, 200, []));
    const api = createApiClient({ root });
    const badQuery = { query: { lang: 'fr' } } as unknown as Parameters<typeof api.getTexts>[0];
    expect(await failureOf(api.getTexts(badQuery))).toMatchObject({ kind: 'unknown' });
    const badBody = { params: { reservation_token: 'r' }, body: { email: 'nope' } };
    const error = await failureOf(api.sendTickets(badBody));
    expect(error.detail).toContain('invalid request');
    expect(server.seen).toEqual([]);
  });

  it('marks failures of the silent membership promotion call', async () => {
    const { root } = await serve((_, response) => sendJson(response, 404, { error: 'record not found' }));
    const query = { lang: 'ja', membership_key: 'club', membership_value: 'gold' } as const;
    const error = await failureOf(createApiClient({ root }).getMembershipPromotion({ query }));
    expect(error).toMatchObject({ kind: 'http', silent: true });
  });
});

describe('createApiClient: timeouts', () => {
  const slow =
    (ms: number): Handler =>
    (_, response) =>
      later(ms, () => sendJson(response, 200, []));

  it('fails as a connection error when no answer comes within the timeout', async () => {
    const { root } = await serve(slow(400));
    const api = createApiClient({ root, defaultTimeoutMs: 50 });
    const error = await failureOf(api.getLangs());
    expect(error).toMatchObject({ kind: 'connection', detail: 'no answer within 50 ms' });
    const perCall = await failureOf(createApiClient({ root }).getLangs({ timeoutMs: 30 }));
    expect(perCall.detail).toBe('no answer within 30 ms');
  });

  it('gives checkout its own long timeout instead of the default', async () => {
    const { root } = await serve((_, response) =>
      later(150, () =>
        sendJson(response, 200, { result: 'redirect', redirect_url: '/3ds', payment_number: 'P1' }),
      ),
    );
    const api = createApiClient({ root, defaultTimeoutMs: 50 });
    const answer = await api.checkout({ params: { token: 'o1' }, body: { payment_method_type: 'gmo_3ds' } });
    expect(answer).toEqual({ result: 'redirect', redirect_url: '/3ds', payment_number: 'P1' });
  });
});

describe('createApiClient: pending counts and request events', () => {
  it('counts calls in flight, GETs separately, and reports each change', async () => {
    const { root } = await serve((request, response) =>
      later(80, () =>
        request.method === 'GET'
          ? sendJson(response, 200, [])
          : sendJson(response, 200, { order_token: 'o1', expires_at: '2026-12-01T10:20:00+09:00' }),
      ),
    );
    const changes: PendingCounts[] = [];
    const api = createApiClient({ root, onPendingChange: (counts) => changes.push(counts) });
    const get = api.getLangs();
    const post = api.createOrder({
      body: {
        lang: 'ja',
        option_values: [],
        product_uuid: productUuid,
        quantity: 1,
        set_products: [],
        time_span_id: 3,
      },
    });
    expect(api.pending()).toEqual({ all: 2, gets: 1 });
    await Promise.all([get, post]);
    expect(api.pending()).toEqual({ all: 0, gets: 0 });
    expect(changes.slice(0, 2)).toEqual([
      { all: 1, gets: 1 },
      { all: 2, gets: 1 },
    ]);
    expect(changes.at(-1)).toEqual({ all: 0, gets: 0 });
    expect(changes).toHaveLength(4);
  });

  it('reports requesting then success, failure or cancel', async () => {
    const { root } = await serve((request, response) =>
      request.url.endsWith('/texts?lang=ja')
        ? later(300, () => sendJson(response, 200, []))
        : sendJson(response, request.url.endsWith('/langs') ? 200 : 410, { error: 'session_timeout' }),
    );
    const events: RequestEvent[] = [];
    const api = createApiClient({ root, onRequestEvent: (event) => events.push(event) });
    await expect(api.getLangs()).rejects.toMatchObject({ kind: 'unknown' });
    await expect(api.request('getOrder', { params: { token: 'o1' } })).rejects.toMatchObject({
      message: 'session_timeout',
    });
    const controller = new AbortController();
    const texts = api.getTexts({ query: { lang: 'ja' }, signal: controller.signal });
    later(20, () => controller.abort());
    const cancelled = await failureOf(texts);
    expect(cancelled).toMatchObject({ kind: 'cancel', detail: 'aborted by the caller' });
    expect(events.map((event) => `${event.name} ${event.phase}`)).toEqual([
      'getLangs requesting',
      'getLangs failure',
      'getOrder requesting',
      'getOrder failure',
      'getTexts requesting',
      'getTexts cancel',
    ]);
    expect(events[5]?.error).toBe(cancelled);
    expect(api.pending()).toEqual({ all: 0, gets: 0 });
  });

  it('cancels without sending when the signal is already aborted', async () => {
    const { server, root } = await serve((_, response) => sendJson(response, 200, []));
    const events: RequestEvent[] = [];
    const api = createApiClient({ root, onRequestEvent: (event) => events.push(event) });
    const error = await failureOf(api.getLangs({ signal: AbortSignal.abort() }));
    expect(error.kind).toBe('cancel');
    expect(events.map((event) => event.phase)).toEqual(['requesting', 'cancel']);
    expect(server.seen).toEqual([]);
  });

  it('reports success', async () => {
    const { root } = await serve((_, response) => sendJson(response, 200, { order_token: 'o9' }));
    const events: RequestEvent[] = [];
    const api = createApiClient({ root, onRequestEvent: (event) => events.push(event) });
    expect(await api.getOrderMail({ params: { token: 'm1' } })).toEqual({ order_token: 'o9' });
    expect(events).toEqual([
      { name: 'getOrderMail', phase: 'requesting' },
      { name: 'getOrderMail', phase: 'success' },
    ]);
  });
});
