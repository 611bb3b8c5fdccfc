/**
 * Fuzz run (`pnpm test:fuzz`): starts the real server (src/main.ts) in a child process on a temporary SQLite
 * file (PostgreSQL when DATABASE_URL is set) with the built tenant apps and their first-screen render, and
 * sends it FUZZ_REQUESTS (12,000) hostile requests from FUZZ_CLIENTS (32) concurrent clients (fuzzProbes.ts):
 * every endpoint of the contract with garbage path values, queries and bodies; malformed JSON; well-formed
 * bodies with the wrong types; unknown paths; site pages of six sites in every language with random paths
 * and queries; huge query strings and paths; bad tokens; oversized bodies (announced and streamed); bodies
 * sent slowly, some never finished. The server runs with short client timeouts (headers 2 s, request 3 s)
 * so slow clients are cut off fast.
 *
 * Prints the server's memory every tenth of the run (resident, peak, V8 heap used and total), then the
 * answers counted by status and kind, and the memory before, halfway and after, with and without a full
 * garbage collection. Exits 1 on any 5xx, when the server stops answering, or when its resident memory
 * rose more than FUZZ_MAX_GROWTH_MB (150) over its start: at its peak (sampled every 100 ms, and the
 * kernel's high-water mark, reset at the start), or after a full collection.
 *
 * To see what the memory is made of: FUZZ_KINDS (kinds of fuzzProbes.ts, separated by commas) sends only
 * those kinds, and SERVER_NODE_ARGS and MALLOC_ARENA_MAX reach the server (serverProcess.ts).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Answer, nextProbe, seed, send } from './fuzzProbes.ts';
import { type MemoryReading, ServerMemory } from './serverMemory.ts';
import { freePort, serverNodeArgs, sleep, startServerProcess, storefrontDist } from './serverProcess.ts';

const total = Number(process.env.FUZZ_REQUESTS ?? 12_000);
const clients = Number(process.env.FUZZ_CLIENTS ?? 32);
const maxGrowthMb = Number(process.env.FUZZ_MAX_GROWTH_MB ?? 150);
const databaseUrl = process.env.DATABASE_URL || null;
const tempDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'venue-fuzz-'));

// The built tenant apps are served as in production: without them every site path answers 503 (not built).
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
  { nodeArgs: [`--inspect=127.0.0.1:${inspectorPort}`] },
);
const memory = new ServerMemory(server.child.pid as number, base, inspectorPort);

// A few calls first, so the memory measured before is that of a server that has served.
for (let i = 0; i < 50; i += 1) await send(`${base}/api/v1/products?lang=en`, { method: 'GET' });
const beforeGc = await memory.readAfterGc();
const before = await memory.read();
// The kernel's high-water mark, from here on: what the server's start took is not the run's.
writeFileSync(`/proc/${server.child.pid}/clear_refs`, '5');
let peakSampled = before.rssMb;
const sampler = setInterval(() => {
  peakSampled = Math.max(peakSampled, memory.resident().rssMb);
}, 100);

const byStatus: Record<string, number> = {};
const byKind: Record<string, Record<string, number>> = {};
const fiveHundreds: string[] = [];
let sent = 0;
const started = Date.now();
console.log(
  `Fuzzing ${base} (${databaseUrl ? 'PostgreSQL' : 'SQLite'}) with ${total} requests, seed ${seed}`,
);

/** One line of the memory curve. */
function curveLine(label: string, reading: MemoryReading): string {
  const { peakMb } = memory.resident();
  return `${label.padEnd(22)} rss ${reading.rssMb} MB (peak ${Math.max(peakMb, peakSampled)}), heap ${reading.heapUsedMb} / ${reading.heapTotalMb} MB`;
}
console.log(curveLine('before, after a GC', beforeGc));
console.log(curveLine('before', before));

/** The memory every tenth of the run, and halfway after a full collection. */
const readings: Promise<void>[] = [];
let halfwayGc: MemoryReading | undefined;
function readMemory(): void {
  const tenth = Math.round((sent / total) * 10);
  if (sent !== Math.floor((tenth * total) / 10) || tenth === 0) return;
  const label = `${sent.toLocaleString('en')} requests`;
  readings.push(
    (async () => {
      console.log(curveLine(label, await memory.read()));
      if (tenth === 5) {
        halfwayGc = await memory.readAfterGc();
        console.log(curveLine(`${label}, after a GC`, halfwayGc));
      }
    })(),
  );
}

async function client(): Promise<void> {
  while (sent < total) {
    sent += 1;
    readMemory();
    const probe = nextProbe();
    const answer: Answer = await probe.run(base, port);
    const key = String(answer);
    byStatus[key] = (byStatus[key] ?? 0) + 1;
    const kind = byKind[probe.kind] ?? {};
    byKind[probe.kind] = kind;
    kind[key] = (kind[key] ?? 0) + 1;
    if (typeof answer === 'number' && answer >= 500) fiveHundreds.push(`${probe.kind}: ${answer}`);
  }
}
await Promise.all(Array.from({ length: clients }, () => client()));
await Promise.all(readings);
const seconds = (Date.now() - started) / 1000;
await sleep(1000);
clearInterval(sampler);
const after = await memory.read();
const peakMb = Math.max(peakSampled, memory.resident().peakMb);
console.log(curveLine('after', after));
const afterGc = await memory.readAfterGc();
console.log(curveLine('after, after a GC', afterGc));
const stillServing = await send(`${base}/api/v1/langs`, { method: 'GET' });
await server.stop('SIGTERM');
if (tempDir) rmSync(tempDir, { recursive: true, force: true });

const failures: string[] = [];
if (fiveHundreds.length > 0) failures.push(`${fiveHundreds.length} answers were 5xx`);
if (stillServing !== 200) failures.push(`after the run GET /api/v1/langs answered ${stillServing}`);
// The peak: what the machine must have for the server. After a full collection: what it holds, which
// is what grows without end when something leaks.
const peakGrowthMb = peakMb - before.rssMb;
if (peakGrowthMb > maxGrowthMb)
  failures.push(`memory peaked ${peakGrowthMb} MB over its start (limit ${maxGrowthMb} MB)`);
const heldGrowthMb = Math.max(halfwayGc?.rssMb ?? 0, afterGc.rssMb) - beforeGc.rssMb;
if (heldGrowthMb > maxGrowthMb)
  failures.push(`memory after a full GC grew ${heldGrowthMb} MB over its start (limit ${maxGrowthMb} MB)`);
console.log(
  JSON.stringify(
    {
      database: databaseUrl ? 'postgres' : 'sqlite',
      seed,
      kinds: process.env.FUZZ_KINDS ?? 'all',
      nodeArgs: serverNodeArgs(),
      mallocArenaMax: process.env.MALLOC_ARENA_MAX ?? null,
      requests: sent,
      clients,
      seconds: Math.round(seconds),
      requestsPerSecond: Math.round(sent / seconds),
      byStatus,
      byKind,
      memoryMb: {
        rss: { before: before.rssMb, after: after.rssMb, peak: peakMb, peakGrowth: peakGrowthMb },
        rssAfterFullGc: {
          before: beforeGc.rssMb,
          halfway: halfwayGc?.rssMb,
          after: afterGc.rssMb,
          growth: heldGrowthMb,
        },
        heapAfterFullGc: { before: beforeGc.heapUsedMb, after: afterGc.heapUsedMb },
        maxGrowth: maxGrowthMb,
      },
      failures,
    },
    null,
    2,
  ),
);
for (const line of fiveHundreds.slice(0, 20)) console.log(`5xx ${line}`);
process.exit(failures.length === 0 ? 0 : 1);
