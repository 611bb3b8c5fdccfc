import { afterEach, describe, expect, it } from 'vitest';
import { endpointNames } from '../endpoints.ts';
import type { ApiClient } from './apiClient.ts';
import { isApiError } from './apiError.ts';
import { createApiClient } from './createApiClient.ts';
import { createUncheckedApiClient } from './createUncheckedApiClient.ts';
import { type Handler, sendJson, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(handler: Handler) {
  server = await startTestServer(handler);
  return { server, root: `${server.origin}/demo/api/v1` };
}

/**
 * One call of each URL and body shape (numeric ids, id lists, optional query, encoded params, site
 * root), one after another; answers are not the point, so their failures are ignored.
 */
async function callEachShape(api: ApiClient) {
  const calls = [
    () =>
      api.searchSetProducts({
        query: { lang: 'ja', main_product_time_span_ids: [12, 13], from: '2026-12-01', to: '2026-12-02' },
      }),
    () => api.checkInTicket({ params: { ticket_id: 42 }, body: { reservation_token: 'r1', type: 'gate' } }),
    () => api.getPaymentMethods({ query: { lang: 'th' } }),
    () => api.getPaymentMethods({ query: { lang: 'en', channel: 'spot' } }),
    () => api.applyCoupon({ params: { token: 'a/b c?d' }, body: { coupon: 'TEN' } }),
    () => api.removeCoupon({ params: { token: 'o1', coupon: 'TEN 10' } }),
    () => api.getDAccountAuth({ params: { token: 't1' } }),
    () => api.getLangs(),
  ];
  for (const call of calls) await call().catch(() => undefined);
}

describe('createUncheckedApiClient', () => {
  it('has a method for every entry of the endpoint table', () => {
    const api = createUncheckedApiClient({ root: '/api/v1' });
    expect(endpointNames.filter((name) => typeof api[name] !== 'function')).toEqual([]);
  });

  it('sends exactly what the checked client sends', async () => {
    const { server, root } = await serve((_, response) => sendJson(response, 200, {}));
    await callEachShape(createUncheckedApiClient({ root }));
    const unchecked = server.seen.splice(0);
    await callEachShape(createApiClient({ root }));
    const checked = server.seen.splice(0);
    const view = ({ method, url, body, headers }: (typeof checked)[number]) => ({
      method,
      url,
      body,
      type: headers['content-type'],
    });
    expect(unchecked).toHaveLength(8);
    expect(unchecked.map(view)).toEqual(checked.map(view));
  });

  it('resolves to the answer as sent, without checking it', async () => {
    const { root } = await serve((_, response) => sendJson(response, 200, [{ key: 'Max_Ticket', extra: 1 }]));
    const answer = await createUncheckedApiClient({ root }).getConfigurations();
    expect(answer).toEqual([{ key: 'Max_Ticket', extra: 1 }]);
  });

  it('keeps the routes: ignored statuses, error bodies, silent calls, 204', async () => {
    const { root } = await serve((request, response) => {
      if (request.method === 'DELETE') return sendJson(response, 400, { error: 'record not found' });
      if (request.url.includes('/ordermails/')) return response.writeHead(204).end();
      return sendJson(response, 404, { error: 'record not found', can_retry: false });
    });
    const api = createUncheckedApiClient({ root });
    await expect(api.deleteOrder({ params: { token: 'o1' } })).resolves.toBeNull();
    await expect(
      api.sendOrderMail({ params: { token: 'o1' }, body: { lang: 'ja', contents: {} } }),
    ).resolves.toBeNull();
    const query = { lang: 'ja', membership_key: 'club', membership_value: 'gold' } as const;
    const error = await api.getMembershipPromotion({ query }).catch((reason: unknown) => reason);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'record not found', silent: true });
  });

  it("gives checkout the route's long timeout", async () => {
    const { root } = await serve((_, response) => {
      setTimeout(
        () => sendJson(response, 200, { result: 'redirect', redirect_url: '/3ds', payment_number: 'P1' }),
        150,
      );
    });
    const api = createUncheckedApiClient({ root, defaultTimeoutMs: 50 });
    const answer = await api.checkout({ params: { token: 'o1' }, body: { payment_method_type: 'gmo_3ds' } });
    expect(answer).toMatchObject({ result: 'redirect' });
    await expect(api.getLangs()).rejects.toMatchObject({
      kind: 'connection',
      detail: 'no answer within 50 ms',
    });
  });
});
