/**
 * Console order search benchmark (`pnpm bench:console`): a year of the demo venue's sales (1,000,000
 * orders, `yearOfSales.ts`) in a fresh SQLite file and in a fresh PostgreSQL database, each first set up
 * by the server itself (migrations, sites, catalogues), then the real server started on it, a box office
 * account added as `pnpm staff add` does and signed in, and the console's order search
 * (`GET /demo/api/admin/v1/orders`) timed over HTTP, one request at a time, for each kind of search a box
 * office makes. Prints p50/p95/max per kind and overall for each database beside the target (100 ms p95);
 * apps/server/BENCHMARKS.md keeps the numbers. Exits 1 only when something failed.
 *
 * The PostgreSQL database `venue_bench_console` is created on the server of `BENCH_PG_URL`
 * (postgres://postgres:postgres@127.0.0.1:5432, whose role may create databases) and dropped at the end.
 * `BENCH_ORDERS` changes the number of orders, `BENCH_REQUESTS` the timed requests per kind (200),
 * `BENCH_DATABASES` the databases (`sqlite,postgres`).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenants } from '@venue/tenants';
import { runStaffCommand } from '../src/staff/staffCommand.ts';
import { benchPgUrl, pgAdmin } from './benchPostgres.ts';
import { freePort, startServerProcess } from './serverProcess.ts';
import { type SalesSample, type SalesTarget, writeYearOfSales } from './yearOfSales.ts';

const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const warmUp = 20;
const targetMs = 100;
const pgDatabase = 'venue_bench_console';
const staff = { email: 'box-office@bench.example', password: 'a bench box office password' };

/** Each kind of search: the query string of its `i`th request, from values of the written orders. */
const kinds: Record<string, (sample: SalesSample, i: number) => string> = {
  'reservation number': (s, i) => `q=${at(s.reservationNumbers, i)}`,
  'full email': (s, i) => `q=${encodeURIComponent(at(s.emails, i))}`,
  'part of a name (romaji)': (s, i) => `q=${encodeURIComponent(at(s.romajiNames, i))}`,
  'part of a name (2 kanji)': (s, i) => `q=${encodeURIComponent(at(s.kanjiNames, i))}`,
  phone: (s, i) => `q=${encodeURIComponent(at(s.phones, i))}`,
  'visit date': (s, i) => `date=${at(s.visitDays, i)}`,
  status: (_, i) => `status=${at(['completed', 'cancelled', 'expired', 'paying'], i)}`,
  'date + status': (s, i) => `date=${at(s.visitDays, i)}&status=${at(['completed', 'cancelled'], i)}`,
  'all orders, page 50': () => 'page=50',
};

const at = <T>(list: readonly T[], i: number): T => list[i % list.length] as T;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Signs the bench's box office in: answers its session cookie. */
async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/demo/api/admin/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(staff),
  });
  const cookie = response.headers.getSetCookie().find((line) => /^(__Host-)?venue_staff=/.test(line));
  if (response.status !== 200 || !cookie)
    throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return cookie.split(';', 1)[0] as string;
}

interface Timing {
  kind: string;
  ms: number[];
  /** The total of the last answer, to show what the kind finds ("1,000+" when only a lower bound). */
  found: string;
}

async function timeSearches(base: string, cookie: string, sample: SalesSample): Promise<Timing[]> {
  const search = async (query: string) => {
    const started = performance.now();
    const response = await fetch(`${base}/demo/api/admin/v1/orders?${query}`, { headers: { cookie } });
    const body = (await response.json()) as { total: number; total_is_lower_bound: boolean };
    if (response.status !== 200) throw new Error(`${query}: ${response.status} ${JSON.stringify(body)}`);
    const total = `${body.total.toLocaleString('en')}${body.total_is_lower_bound ? '+' : ''}`;
    return { ms: performance.now() - started, total };
  };
  const timings: Timing[] = [];
  for (const [kind, query] of Object.entries(kinds)) {
    for (let i = 0; i < warmUp; i++) await search(query(sample, requests + i));
    const timing: Timing = { kind, ms: [], found: '' };
    for (let i = 0; i < requests; i++) {
      const { ms, total } = await search(query(sample, i));
      timing.ms.push(ms);
      timing.found = total;
    }
    timings.push(timing);
  }
  return timings;
}

function printTable(database: string, timings: Timing[]) {
  const row = (kind: string, ms: number[], found: string) => {
    const sorted = [...ms].sort((a, b) => a - b);
    const [p50, p95, max] = [percentile(sorted, 50), percentile(sorted, 95), sorted.at(-1) ?? Number.NaN];
    return `| ${database.padEnd(10)} | ${kind.padEnd(24)} | ${p50.toFixed(1).padStart(6)} | ${p95.toFixed(1).padStart(6)} | ${max.toFixed(1).padStart(7)} | ${found.padStart(9)} |`;
  };
  for (const timing of timings) console.log(row(timing.kind, timing.ms, timing.found));
  const all = timings.flatMap((timing) => timing.ms);
  console.log(row('all kinds', all, ''));
  const worst = Math.max(
    ...timings.map((timing) =>
      percentile(
        [...timing.ms].sort((a, b) => a - b),
        95,
      ),
    ),
  );
  return worst;
}

async function benchDatabase(database: string) {
  const tempDir = mkdtempSync(join(tmpdir(), 'venue-bench-console-'));
  const sqlitePath = join(tempDir, 'console.sqlite');
  const url = `${benchPgUrl}/${pgDatabase}`;
  if (database === 'postgres') {
    await pgAdmin(`drop database if exists ${pgDatabase}`);
    await pgAdmin(`create database ${pgDatabase}`);
  }
  const env: Record<string, string> =
    database === 'postgres' ? { DATABASE_URL: url } : { DATABASE_URL: '', SQLITE_PATH: sqlitePath };
  const target: SalesTarget = database === 'postgres' ? { url } : { sqlitePath };
  try {
    // A first start migrates and sets up the sites; the sales go in while no server runs.
    const seeder = await startServerProcess(await freePort(), env);
    await seeder.stop('SIGTERM');
    const seedStart = performance.now();
    const sample = await writeYearOfSales(target, 'demo', orderCount, (written) => {
      if (written % 100_000 === 0)
        process.stderr.write(`${database}: ${written.toLocaleString('en')} orders\n`);
    });
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const added = await runStaffCommand(['add', 'demo', staff.email, '--role', 'box_office'], {
      tenants,
      database: { url: database === 'postgres' ? url : null, sqlitePath },
      print: () => {},
      readPassword: async () => staff.password,
    });
    if (added !== 0) throw new Error(`pnpm staff add answered ${added}`);
    const port = await freePort();
    const server = await startServerProcess(port, env);
    try {
      const base = `http://127.0.0.1:${port}`;
      const timings = await timeSearches(base, await signIn(base), sample);
      return { timings, seedSeconds };
    } finally {
      await server.stop('SIGTERM');
    }
  } finally {
    if (database === 'postgres') await pgAdmin(`drop database if exists ${pgDatabase}`);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

console.log(
  `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(2)}; ` +
    `${orderCount.toLocaleString('en')} orders, ${requests} timed requests per kind after ${warmUp} to warm up`,
);
const results = [];
for (const database of databases) results.push({ database, ...(await benchDatabase(database)) });
console.log('\n| database   | search                   | p50 ms | p95 ms |  max ms |     found |');
console.log('| ---------- | ------------------------ | ------ | ------ | ------- | --------- |');
const verdicts = results.map(({ database, timings, seedSeconds }) => {
  const worst = printTable(database, timings);
  return `${database}: seeded in ${seedSeconds.toFixed(0)} s; slowest kind's p95 ${worst.toFixed(1)} ms ${worst <= targetMs ? '(target of' : '(OVER the target of'} ${targetMs} ms p95)`;
});
console.log(`\n${verdicts.join('\n')}\nload average at the end ${loadavg()[0]?.toFixed(2)}`);
