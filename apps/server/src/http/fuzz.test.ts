import { type Endpoint, endpointNames, endpoints, rootPathOf } from '@venue/ticket-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const garbageText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '9999999999999999999',
    '2147483648',
    'null',
    '%',
    '..%2F..%2Fetc',
    "'; drop table orders; --",
  ),
);
const garbageJson = fc.oneof(fc.jsonValue({ maxDepth: 3 }), garbageText);

describe('fuzzing every endpoint with garbage', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('answers 4xx with an error body, never 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...endpointNames),
        fc.constantFrom('', '/members-cafe', '/unknown-site'),
        fc.array(garbageText, { minLength: 3, maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom('lang', 'from', 'to', 'date', 'product_uuid', 'email', 'qr_token'),
          garbageText,
        ),
        garbageJson,
        async (name, site, pathValues, query, body) => {
          const endpoint: Endpoint = endpoints[name];
          let index = 0;
          // '.' and '..' are dot segments the client resolves away before sending (the request then
          // names another path, not this endpoint), so they stand for 'x' as an empty value does.
          const path = endpoint.path.replace(/\{\w+\}/g, () => {
            const value = pathValues[index++] ?? '';
            return encodeURIComponent(['', '.', '..'].includes(value) ? 'x' : value);
          });
          const root = rootPathOf(endpoint.root);
          const search = new URLSearchParams(query).toString();
          const response = await fetch(`${server.url}${site}${root}${path}?${search}`, {
            method: endpoint.method,
            headers: { 'content-type': 'application/json' },
            body: endpoint.method === 'GET' ? undefined : JSON.stringify(body),
          });
          const text = await response.text();
          expect(response.status, `${endpoint.method} ${path}: ${text}`).toBeLessThan(500);
          if (response.status >= 400) expect(JSON.parse(text)).toHaveProperty('error');
        },
      ),
      { numRuns: 400 },
    );
  });
});
