import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';
import { parseCorsOrigins } from './cors.ts';

const partner = 'https://shop.partner.example';
const stranger = 'https://evil.example';

const allowHeaders = [
  'access-control-allow-origin',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'access-control-max-age',
  'access-control-allow-credentials',
];

function preflight(base: string, path: string, origin: string, method = 'POST') {
  return fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type',
    },
  });
}

function allowHeadersOf(response: Response) {
  return Object.fromEntries(
    allowHeaders.map((name) => [name, response.headers.get(name)]).filter(([, value]) => value !== null),
  );
}

describe('CORS_ORIGINS', () => {
  it('is no origin when unset or empty', () => {
    expect(parseCorsOrigins(undefined)).toEqual([]);
    expect(parseCorsOrigins('')).toEqual([]);
    expect(parseCorsOrigins(' , ')).toEqual([]);
  });

  it('reads a comma-separated list of origins', () => {
    expect(parseCorsOrigins(`${partner}, http://localhost:5173`)).toEqual([partner, 'http://localhost:5173']);
  });

  it('refuses entries that are not an origin', () => {
    for (const entry of [
      '*',
      'shop.partner.example',
      `${partner}/`,
      `${partner}/shop`,
      'ftp://files.example',
    ])
      expect(() => parseCorsOrigins(entry)).toThrow(/CORS_ORIGINS must be a comma-separated list of origins/);
  });
});

describe.each(testDatabases)('cross-origin calls on %s', (database) => {
  describe('by default (same origin only)', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer(database);
    });
    afterAll(() => server.close());

    it('answers a preflight with 204 and no allow headers, so the browser refuses the call', async () => {
      for (const path of ['/api/v1/orders', '/members-cafe/api/v1/orders', '/api/v1/no-such-call']) {
        const response = await preflight(server.url, path, stranger);
        expect({ path, status: response.status }).toEqual({ path, status: 204 });
        expect(allowHeadersOf(response)).toEqual({});
        expect(await response.text()).toBe('');
      }
    });

    it('lets no other origin read an answer', async () => {
      const response = await fetch(`${server.url}/api/v1/langs`, { headers: { origin: stranger } });
      expect(response.status).toBe(200);
      expect(allowHeadersOf(response)).toEqual({});
    });
  });

  describe('with CORS_ORIGINS', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer(database, { corsOrigins: [partner] });
    });
    afterAll(() => server.close());

    it("answers an allowed origin's preflight with the API's methods and headers", async () => {
      const response = await preflight(server.url, '/members-cafe/api/v1/orders', partner);
      expect(response.status).toBe(204);
      expect(allowHeadersOf(response)).toEqual({
        'access-control-allow-origin': partner,
        'access-control-allow-methods': 'GET, HEAD, POST, PUT, DELETE',
        'access-control-allow-headers': 'Accept, Content-Type',
        'access-control-max-age': '600',
      });
      expect(response.headers.get('vary')).toContain('Origin');
      // Security headers are on preflights as on every answer.
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('lets an allowed origin read answers, errors included, and varies them by Origin', async () => {
      for (const [path, status] of [
        ['/api/v1/langs', 200],
        ['/api/v1/no-such-call', 404],
      ] as const) {
        const response = await fetch(`${server.url}${path}`, { headers: { origin: partner } });
        expect(response.status).toBe(status);
        expect(allowHeadersOf(response)).toEqual({ 'access-control-allow-origin': partner });
        expect(response.headers.get('vary')).toContain('Origin');
      }
    });

    it('gives another origin no allow headers, on preflights or answers', async () => {
      const refused = await preflight(server.url, '/api/v1/orders', stranger, 'DELETE');
      expect(refused.status).toBe(204);
      expect(allowHeadersOf(refused)).toEqual({});
      const answer = await fetch(`${server.url}/api/v1/langs`, { headers: { origin: stranger } });
      expect(allowHeadersOf(answer)).toEqual({});
      expect(answer.headers.get('vary')).toContain('Origin');
      // An origin is matched whole: a look-alike or another scheme is another origin.
      for (const lookAlike of [`${partner}.evil.example`, 'http://shop.partner.example'])
        expect(allowHeadersOf(await preflight(server.url, '/api/v1/orders', lookAlike))).toEqual({});
    });
  });
});
