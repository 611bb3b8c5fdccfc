/**
 * The fuzz run's requests (scripts/fuzz.ts): probes of each kind with their weights, drawn from a seeded
 * generator (FUZZ_SEED) so a failing run can be repeated.
 */
import { existsSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { type Endpoint, endpointNames, endpoints, languageCodes, rootPathOf } from '@venue/ticket-core';
import { storefrontDist, withDeadline } from './serverProcess.ts';

/** A small deterministic generator (FUZZ_SEED), so a failing run can be repeated. */
export const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
let state = seed || 1;
function random(): number {
  state ^= state << 13;
  state ^= state >>> 17;
  state ^= state << 5;
  return ((state >>> 0) % 1_000_000) / 1_000_000;
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const int = (below: number) => Math.floor(random() * below);

const garbageTexts = [
  '',
  '0',
  '-1',
  '9999999999999999999',
  '2147483648',
  'null',
  'undefined',
  '%',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '\u0000',
  '𝕏😀',
  'NaN',
  '1e309',
  '2026-02-30',
  'x'.repeat(300),
];
function garbageText(): string {
  if (random() < 0.3)
    return Math.random()
      .toString(36)
      .slice(2, 2 + int(12));
  return pick(garbageTexts);
}
function garbageValue(depth = 0): unknown {
  const roll = int(depth > 2 ? 6 : 9);
  if (roll === 0) return garbageText();
  if (roll === 1) return int(2) ? -int(1e9) : 1e308;
  if (roll === 2) return random() < 0.5;
  if (roll === 3) return null;
  if (roll === 4) return int(100);
  if (roll === 5) return -0.5;
  if (roll === 6) return Array.from({ length: int(4) }, () => garbageValue(depth + 1));
  if (roll === 7) return { [garbageText()]: garbageValue(depth + 1), uuid: garbageValue(depth + 1) };
  return Array.from({ length: int(200) }, () => int(10));
}

/** Field names of the API's bodies, to build well-formed objects whose values have the wrong types. */
const bodyFields = [
  'lang',
  'option_values',
  'option_value_id',
  'product_uuid',
  'quantity',
  'set_products',
  'time_span_id',
  'contents',
  'coupon',
  'payment_method_type',
  'payment_token',
  'email',
  'password',
  'order_token',
  'payment_number',
  'md',
  'validation_url',
  'qr_token',
  'membership_token',
];

const sites = ['', '/demo', '/lab-exhibition', '/members-cafe', '/no-such-site', '/%2e%2e'];
const token = () =>
  pick([
    'a'.repeat(43),
    Buffer.from(Array.from({ length: 32 }, () => int(256))).toString('base64url'),
    '00000000-0000-0000-0000-000000000000',
    garbageText(),
    'x'.repeat(2000),
  ]);

export type Answer = number | 'closed' | 'no answer';

export interface Probe {
  kind: string;
  run(base: string, port: number): Promise<Answer>;
}

export async function send(url: string, init: RequestInit): Promise<Answer> {
  try {
    return await withDeadline(15_000, async (signal) => {
      const response = await fetch(url, { ...init, signal });
      await response.arrayBuffer();
      return response.status;
    });
  } catch (error) {
    return (error as Error).name === 'TimeoutError' ? 'no answer' : 'closed';
  }
}

/**
 * Writes `head`, then each chunk of `chunks` after `gapMs`, on a raw socket; answers the status of the
 * first answer line, 'closed' when the server closed without one.
 */
function raw(port: number, head: string, chunks: string[], gapMs: number): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    let done = false;
    const finish = (answer: Answer) => {
      if (done) return;
      done = true;
      clearTimeout(guard);
      socket.destroy();
      resolve(answer);
    };
    const guard = setTimeout(() => finish('no answer'), 15_000);
    socket.on('data', (data) => {
      received += data.toString('latin1');
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) finish(Number(status[1]));
    });
    socket.on('error', () => finish('closed'));
    socket.on('close', () => finish('closed'));
    socket.write(head);
    let index = 0;
    const next = () => {
      if (done || index >= chunks.length) return;
      socket.write(chunks[index++] as string, () => setTimeout(next, gapMs));
    };
    setTimeout(next, gapMs);
  });
}

/** A path of `endpoint` with garbage (or bad-token) values in its params. */
function endpointPath(endpoint: Endpoint, site: string): string {
  const path = endpoint.path.replace(/\{\w+\}/g, () =>
    encodeURIComponent(random() < 0.5 ? token() : garbageText() || 'x'),
  );
  return `${site}${rootPathOf(endpoint.root)}${path}`;
}

function garbageQuery(): string {
  const keys = ['lang', 'from', 'to', 'date', 'product_uuid', 'product_id', 'email', 'qr_token', 'channel'];
  const query = new URLSearchParams();
  for (let i = int(5); i > 0; i -= 1) query.append(pick(keys), garbageText());
  return query.toString();
}

/**
 * Six of the built sites, more than the server keeps render workers for (`renderedSitesKept`, 4), so
 * their entry pages start and stop workers as a visitor walking between sites would.
 */
const pageSites = (existsSync(storefrontDist) ? readdirSync(storefrontDist, { withFileTypes: true }) : [])
  .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
  .map((entry) => entry.name)
  .sort()
  .slice(0, 6);

/** A page path under a site: its entry, a path of the app (served its entry page), or a random one. */
function pagePath(): string {
  const site = pick(pageSites);
  const roll = int(4);
  if (roll === 0) return `/${site}/`;
  if (roll === 1) return `/${site}/${pick(['order', 'tickets/', 'tickets/x', 'membership', 'index.html'])}`;
  const segments = Array.from({ length: 1 + int(4) }, () => encodeURIComponent(garbageText() || 'p'));
  return `/${site}/${segments.join('/')}`;
}

/** A page's query: a language (of the site's or not), a product id, and random parameters. */
function pageQuery(): string {
  const query = new URLSearchParams();
  if (random() < 0.8) query.set('lang', random() < 0.8 ? pick(languageCodes) : garbageText());
  if (random() < 0.3) query.set('id', random() < 0.5 ? token() : garbageText());
  for (let i = int(4); i > 0; i -= 1) query.append(garbageText() || 'q', garbageText());
  if (random() < 0.3) query.append('utm_source', Math.random().toString(36).slice(2));
  return query.toString();
}

const probes: { weight: number; probe: Probe }[] = [
  {
    weight: 6,
    probe: {
      kind: 'cached read, junk query',
      run(base) {
        // A read whose answers are cached (and kept compressed), made new each time by a parameter it
        // ignores: each is a cache entry of its own, with a key of up to 12 KB.
        const from = new Date(Date.now() + 86_400_000);
        const to = new Date(from.getTime() + int(31) * 86_400_000);
        const day = (date: Date) => date.toISOString().slice(0, 10);
        const junk = Math.random()
          .toString(36)
          .slice(2)
          .repeat(1 + int(1000));
        return send(
          `${base}${pick(sites)}/api/v1/products/search?from=${day(from)}&to=${day(to)}&lang=${pick(languageCodes)}&${garbageText() || 'j'}=${junk}`,
          { method: 'GET', headers: { 'accept-encoding': pick(['gzip', 'br', 'gzip, br', 'identity']) } },
        );
      },
    },
  },
  {
    weight: 14,
    probe: {
      kind: 'site page',
      run(base) {
        return send(`${base}${pagePath()}?${pageQuery()}`, {
          method: 'GET',
          headers: {
            accept: 'text/html',
            'accept-encoding': pick(['gzip, deflate, br', 'br;q=0.5, gzip', 'identity', '*', garbageText()]),
            'accept-language': pick(['ja', 'en-US,en;q=0.9', 'zh-TW', '*', garbageText()]),
          },
        });
      },
    },
  },
  {
    weight: 30,
    probe: {
      kind: 'endpoint with garbage',
      run(base) {
        const endpoint = endpoints[pick(endpointNames)];
        const url = `${base}${endpointPath(endpoint, pick(sites))}?${garbageQuery()}`;
        const body = endpoint.method === 'GET' ? undefined : JSON.stringify(garbageValue());
        return send(url, { method: endpoint.method, headers: { 'content-type': 'application/json' }, body });
      },
    },
  },
  {
    weight: 12,
    probe: {
      kind: 'malformed JSON',
      run(base) {
        const endpoint = endpoints[pick(endpointNames.filter((name) => endpoints[name].method !== 'GET'))];
        const body = pick([
          '{',
          '{"lang":',
          '[1,2',
          '{"a":1}}',
          'nul',
          '\u0000\u0001\u0002',
          '{"quantity": 1e99999}',
          '{"__proto__": {"admin": true}}',
          `${'['.repeat(5000)}${']'.repeat(5000)}`,
          Buffer.from(Array.from({ length: 64 }, () => int(256))).toString('latin1'),
        ]);
        const contentType = pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded', '']);
        return send(`${base}${endpointPath(endpoint, '')}`, {
          method: endpoint.method,
          headers: contentType ? { 'content-type': contentType } : {},
          body,
        });
      },
    },
  },
  {
    weight: 15,
    probe: {
      kind: 'wrong types',
      run(base) {
        const endpoint = endpoints[pick(endpointNames.filter((name) => endpoints[name].method !== 'GET'))];
        const body = Object.fromEntries(
          Array.from({ length: 2 + int(6) }, () => [pick(bodyFields), garbageValue()]),
        );
        return send(`${base}${endpointPath(endpoint, pick(sites))}`, {
          method: endpoint.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      },
    },
  },
  {
    weight: 10,
    probe: {
      kind: 'unknown path',
      run(base) {
        const segments = Array.from({ length: 1 + int(6) }, () =>
          encodeURIComponent(pick([garbageText(), 'api', 'v1', 'v2', '..', 'admin', '.env', 'sandbox'])),
        );
        const path = random() < 0.1 ? `/${'a'.repeat(6000)}` : `${pick(sites)}/${segments.join('/')}`;
        return send(`${base}${path}`, { method: pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) });
      },
    },
  },
  {
    weight: 6,
    probe: {
      kind: 'huge query string',
      run(base) {
        const query =
          random() < 0.5
            ? `lang=${'x'.repeat(4000 + int(60_000))}`
            : Array.from({ length: 500 + int(3000) }, (_, i) => `p${i % 50}=${i}`).join('&');
        return send(`${base}/api/v1/products/stocks-statuses?${query}`, { method: 'GET' });
      },
    },
  },
  {
    weight: 12,
    probe: {
      kind: 'bad token',
      run(base) {
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          // Header values must be Latin-1: the client itself refuses others before sending.
          authorization: encodeURIComponent(pick(['Bearer ', `Bearer ${token()}`, 'Basic Og==', token()])),
        };
        const [method, path, body] = pick([
          ['GET', `/api/v1/orders/${token()}`, undefined],
          [
            'POST',
            `/api/v1/orders/checkout/${token()}`,
            { payment_method_type: 'gmo', payment_token: token() },
          ],
          ['GET', `/api/v1/reservations/${token()}/tickets?lang=en`, undefined],
          ['GET', `/api/v1/shared-tickets/${token()}?lang=en`, undefined],
          ['POST', `/api/v1/ordercoupons/${token()}`, { coupon: 'WELCOME10' }],
          ['GET', `/api/v1/membership/login?token=${token()}`, undefined],
          ['GET', '/metrics', undefined],
          ['GET', `/demo/sandbox/3ds/${token()}`, undefined],
          ['POST', `/demo/sandbox/3ds/${token()}`, undefined],
        ] as const);
        return send(`${base}${path}`, {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      },
    },
  },
  {
    weight: 4,
    probe: {
      kind: 'oversized body',
      run(base, port) {
        if (random() < 0.5)
          return send(`${base}/api/v1/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ lang: 'en', padding: 'x'.repeat(70_000 + int(2_000_000)) }),
          });
        // Streamed in chunks without a length: refused once the limit is passed.
        const chunk = 'x'.repeat(16_000);
        const chunks = Array.from({ length: 12 }, () => `${chunk.length.toString(16)}\r\n${chunk}\r\n`);
        return raw(
          port,
          'POST /api/v1/orders HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
          chunks,
          5,
        );
      },
    },
  },
  {
    weight: 2,
    probe: {
      kind: 'slow body',
      run(_, port) {
        // Announces 200 bytes and sends them a few at a time: finished within the request timeout or never.
        const finishes = random() < 0.5;
        const body = `{"lang":"en","contents":{"email":"${'s'.repeat(164)}"}}`.padEnd(200, ' ');
        const pieces = finishes ? (body.match(/.{1,40}/g) ?? []) : Array.from({ length: 40 }, () => ' ');
        return raw(
          port,
          `POST /api/v1/ordermails/${'a'.repeat(43)} HTTP/1.1\r\nHost: fuzz\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`,
          pieces,
          finishes ? 200 : 250,
        );
      },
    },
  },
  {
    weight: 1,
    probe: {
      kind: 'slow headers',
      run(_, port) {
        // Headers that never end: the headers timeout answers 408.
        return raw(port, 'GET /api/v1/langs HTTP/1.1\r\nHost: fuzz\r\n', ['X-A: 1\r\n', 'X-B: 2\r\n'], 400);
      },
    },
  },
  {
    weight: 8,
    probe: {
      kind: 'valid read',
      run(base) {
        return send(`${base}${pick(['/api/v1/langs', '/api/v1/products?lang=en', '/healthz'])}`, {
          method: 'GET',
        });
      },
    },
  },
];
/** `FUZZ_KINDS` (kinds separated by commas) sends only those, to see what one kind of request costs. */
const kinds = process.env.FUZZ_KINDS?.split(',').map((kind) => kind.trim());
const chosen = kinds ? probes.filter((entry) => kinds.includes(entry.probe.kind)) : probes;
if (chosen.length === 0) throw new Error(`FUZZ_KINDS names no kind of probe: ${process.env.FUZZ_KINDS}`);
const totalWeight = chosen.reduce((sum, entry) => sum + entry.weight, 0);
export function nextProbe(): Probe {
  let roll = random() * totalWeight;
  for (const entry of chosen) {
    roll -= entry.weight;
    if (roll < 0) return entry.probe;
  }
  return (chosen[0] as (typeof chosen)[number]).probe;
}
