/**
 * Fuzz run (`pnpm test:fuzz`): starts the real server (src/main.ts) in a child process on a temporary SQLite
 * file (PostgreSQL when DATABASE_URL is set) and sends it FUZZ_REQUESTS (12,000) hostile requests from
 * FUZZ_CLIENTS (32) concurrent clients: every endpoint of the contract with garbage path values, queries and
 * bodies; malformed JSON; well-formed bodies with the wrong types; unknown paths; huge query strings and
 * paths; bad tokens; oversized bodies (announced and streamed); bodies sent slowly, some never finished.
 * The server runs with short client timeouts (headers 2 s, request 3 s) so slow clients are cut off fast.
 *
 * Prints the answers counted by status and kind, and the server's resident memory before, halfway, after and
 * at its peak (sampled every 100 ms, and the kernel's high-water mark), and before, halfway and after once a
 * full garbage collection has run in it (over its inspector). Exits 1 on any 5xx, when the server stops
 * answering, or when its memory after a full collection grew by more than FUZZ_MAX_GROWTH_MB (150).
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Endpoint, endpointNames, endpoints, rootPathOf } from '@venue/ticket-core';
import WebSocket from 'ws';
import { freePort, memoryOf, serverDir, sleep, startServerProcess } from './serverProcess.ts';

const total = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const clients = Number(process.env.FUZZ_CLIENTS ?? 32);
const maxGrowthMb = Number(process.env.FUZZ_MAX_GROWTH_MB ?? 150);
const databaseUrl = process.env.DATABASE_URL || null;
const tempDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'venue-fuzz-'));

/** A small deterministic generator (FUZZ_SEED), so a failing run can be repeated. */
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
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

type Answer = number | 'closed' | 'no answer';

interface Probe {
  kind: string;
  run(base: string, port: number): Promise<Answer>;
}

async function send(url: string, init: RequestInit): Promise<Answer> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    await response.arrayBuffer();
    return response.status;
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

const probes: { weight: number; probe: Probe }[] = [
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
const totalWeight = probes.reduce((sum, entry) => sum + entry.weight, 0);
function nextProbe(): Probe {
  let roll = random() * totalWeight;
  for (const entry of probes) {
    roll -= entry.weight;
    if (roll < 0) return entry.probe;
  }
  return (probes[0] as (typeof probes)[number]).probe;
}

// The built tenant apps are served as in production: without them every site path answers 503 (not built).
const storefrontDist = join(serverDir, '..', 'storefront', 'dist');
if (!existsSync(join(storefrontDist, 'demo', 'index.html'))) {
  console.error(`No built storefront in ${storefrontDist}: run pnpm build first`);
  process.exit(1);
}
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
// The server's inspector, on a port of its own on 127.0.0.1, lets the script run its garbage collector.
const inspectorPort = await freePort();
const server = await startServerProcess(
  port,
  {
    DATABASE_URL: databaseUrl ?? '',
    SQLITE_PATH: tempDir ? join(tempDir, 'venue.sqlite') : '',
    STOREFRONT_DIST: storefrontDist,
    HEADERS_TIMEOUT_MS: '2000',
    REQUEST_TIMEOUT_MS: '3000',
  },
  [`--inspect=127.0.0.1:${inspectorPort}`],
);
const pid = server.child.pid as number;
/**
 * The server's V8 heap (used, and taken from the system) in MB, from its own `/metrics` (open in
 * development): printed beside the resident memory to tell what it holds from what its heap has room for.
 */
async function heapOf(): Promise<{ usedMb: number; totalMb: number }> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const mb = (name: string) =>
    Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20);
  return { usedMb: mb('nodejs_heap_size_used_bytes'), totalMb: mb('nodejs_heap_size_total_bytes') };
}

/**
 * The server's resident memory in MB once a full garbage collection has run in it (over its inspector):
 * what it holds, without the room its heap took while nothing made it collect.
 */
async function memoryAfterGc(): Promise<number> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  if (!target) throw new Error('the server has no inspector target');
  const inspector = new WebSocket(target.webSocketDebuggerUrl);
  await once(inspector, 'open');
  inspector.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  await once(inspector, 'message');
  inspector.close();
  return memoryOf(pid).rssMb;
}

// A few calls first, so the memory measured before is that of a server that has served.
for (let i = 0; i < 50; i += 1) await send(`${base}/api/v1/products?lang=en`, { method: 'GET' });
const before = memoryOf(pid);
const heapBefore = await heapOf();
const beforeGc = await memoryAfterGc();
let peakSampled = before.rssMb;
const sampler = setInterval(() => {
  peakSampled = Math.max(peakSampled, memoryOf(pid).rssMb);
}, 100);

const byStatus: Record<string, number> = {};
const byKind: Record<string, Record<string, number>> = {};
const fiveHundreds: string[] = [];
let sent = 0;
const started = Date.now();
console.log(
  `Fuzzing ${base} (${databaseUrl ? 'PostgreSQL' : 'SQLite'}) with ${total} requests, seed ${seed}`,
);

const memory: { halfway?: number; halfwayGc?: Promise<number> } = {};

async function client(): Promise<void> {
  while (sent < total) {
    sent += 1;
    if (sent === Math.floor(total / 2)) {
      memory.halfway = memoryOf(pid).rssMb;
      memory.halfwayGc = memoryAfterGc();
    }
    const probe = nextProbe();
    const answer = await probe.run(base, port);
    const key = String(answer);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    const kind = byKind[probe.kind] ?? {};
    byKind[probe.kind] = kind;
    kind[key] = (kind[key] ?? 0) + 1;
    if (typeof answer === 'number' && answer >= 500) fiveHundreds.push(`${probe.kind}: ${answer}`);
  }
}
await Promise.all(Array.from({ length: clients }, () => client()));
const seconds = (Date.now() - started) / 1000;
await sleep(1000);
clearInterval(sampler);
const after = memoryOf(pid);
const heapAfter = await heapOf();
const afterGc = await memoryAfterGc();
const halfwayGc = (await memory.halfwayGc) ?? afterGc;
const stillServing = await send(`${base}/api/v1/langs`, { method: 'GET' });
await server.stop('SIGTERM');
if (tempDir) rmSync(tempDir, { recursive: true, force: true });

const peakMb = Math.max(peakSampled, after.peakMb);
const failures: string[] = [];
if (fiveHundreds.length > 0) failures.push(`${fiveHundreds.length} answers were 5xx`);
if (stillServing !== 200) failures.push(`after the run GET /api/v1/langs answered ${stillServing}`);
// What the server holds: its resident memory after a full collection, halfway and at the end, over the
// same at its start. The peak without collections is printed, not checked: most of its growth is heap V8
// took for garbage and had no reason to give back (see RELIABILITY.md, Memory).
const heldGrowthMb = Math.max(halfwayGc, afterGc) - beforeGc;
if (heldGrowthMb > maxGrowthMb)
  failures.push(`memory after a full GC grew ${heldGrowthMb} MB over its start (limit ${maxGrowthMb} MB)`);
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? 'postgres' : 'sqlite',
      seed,
      requests: sent,
      clients,
      seconds: Math.round(seconds),
      requestsPerSecond: Math.round(sent / seconds),
      byStatus,
      byKind,
      memoryMb: {
        before: before.rssMb,
        halfway: memory.halfway,
        after: after.rssMb,
        peak: peakMb,
        afterFullGc: { before: beforeGc, halfway: halfwayGc, after: afterGc },
        maxGrowthAfterFullGc: maxGrowthMb,
        heapBefore,
        heapAfter,
      },
      failures,
    },
    null,
    2,
  ),
);
for (const line of fiveHundreds.slice(0, 20)) console.log(`5xx ${line}`);
process.exit(failures.length === 0 ? 0 : 1);
