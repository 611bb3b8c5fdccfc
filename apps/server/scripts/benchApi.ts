/**
 * API benchmark (`pnpm bench:api`): starts the server in a second process on a temporary SQLite
 * database (with the built storefront, when there is one: then it first times each site's first page
 * after the server said it was ready), then measures with autocannon the month stock search (alone, then
 * while orders arrive) and order creation, and races 200 clients for the last 100 tickets of one slot.
 * `STOCK_CACHE_MS=0` measures the search without its answer cache. Prints the numbers;
 * apps/server/BENCHMARKS.md keeps them.
 *
 * `BENCH_PROCESSES=2` runs the server as that many processes (`SERVER_PROCESSES`), on PostgreSQL since
 * SQLite takes one; `BENCH_DATABASE=postgres` runs one process on PostgreSQL too. The bench then creates
 * `venue_bench_api_<random>` on the PostgreSQL server of `BENCH_PG_URL` (postgres://postgres:postgres@
 * 127.0.0.1:5432, whose role may create databases), drops it at the end, and adds PostgreSQL's CPU per
 * request (every database's on the machine) to the server's.
 *
 * `BENCH_YEAR=1` measures instead whether a year of a busy venue's sales slows the visitor's and the gate's
 * calls: an empty database beside one holding 1,000,000 orders, on SQLite and PostgreSQL (`benchApiYear.ts`).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { benchYearOfSales } from './benchApiYear.ts';
import { cannon, isoDay, slotFinder } from './benchHttp.ts';
import { benchPgUrl, pgAdmin } from './benchPostgres.ts';
import {
  freePort,
  oneTicketOrder,
  postgresCpuSeconds,
  type ScriptSlot,
  serverDir,
  serverNodeArgs,
  storefrontDist,
  untilReady,
} from './serverProcess.ts';

const seconds = 10;
const processes = Number(process.env.BENCH_PROCESSES || 1);
if (!Number.isInteger(processes) || processes < 1)
  throw new Error(`BENCH_PROCESSES must be a positive whole number, not ${process.env.BENCH_PROCESSES}`);
const onPostgres = processes > 1 || process.env.BENCH_DATABASE === 'postgres';
/** Whether the storefront is built (`pnpm build`): the server then serves the sites' pages too. */
const withStorefront = existsSync(join(storefrontDist, 'demo', 'index.html'));

/** The slots' stock as the bench sets and reads it, straight in the server's database. */
interface StockTable {
  set(capacity: number, spanId: number): Promise<void>;
  /** Tickets held or sold of the slot. */
  taken(spanId: number): Promise<number>;
  close(): Promise<void>;
}

/** The bench's own database: its settings for the server, its stock table once the server made it. */
interface BenchDatabase {
  serverEnv: Record<string, string>;
  open(): Promise<StockTable>;
  /** Removes the database, whatever happened. */
  remove(): Promise<void>;
}

/** A SQLite file in a folder of its own. */
function sqliteBench(): BenchDatabase {
  const tempDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));
  const sqlitePath = join(tempDir, 'bench.sqlite');
  return {
    serverEnv: { SQLITE_PATH: sqlitePath, DATABASE_URL: '' },
    async open() {
      const database = new SqliteDatabase(sqlitePath);
      database.pragma('busy_timeout = 5000');
      const setStock = database.prepare(
        'update time_spans set capacity = ?, held = 0, sold = 0 where id = ?',
      );
      const stockOf = database.prepare('select held, sold from time_spans where id = ?');
      return {
        set: async (capacity, spanId) => void setStock.run(capacity, spanId),
        taken: async (spanId) => {
          const span = stockOf.get(spanId) as { held: number; sold: number };
          return span.held + span.sold;
        },
        close: async () => void database.close(),
      };
    },
    async remove() {
      rmSync(tempDir, { recursive: true, force: true });
    },
  };
}

/** A PostgreSQL database of its own on `BENCH_PG_URL`'s server. */
async function postgresBench(): Promise<BenchDatabase> {
  const name = `venue_bench_api_${randomBytes(4).toString('hex')}`;
  await pgAdmin(`create database ${name}`);
  const url = `${benchPgUrl}/${name}`;
  return {
    serverEnv: { DATABASE_URL: url },
    async open() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return {
        set: async (capacity, spanId) =>
          void (await client.query('update time_spans set capacity = $1, held = 0, sold = 0 where id = $2', [
            capacity,
            spanId,
          ])),
        taken: async (spanId) => {
          const { rows } = await client.query('select held + sold as taken from time_spans where id = $1', [
            spanId,
          ]);
          return Number(rows[0]?.taken);
        },
        close: () => client.end(),
      };
    },
    remove: () => pgAdmin(`drop database if exists ${name} with (force)`),
  };
}

/**
 * Starts the server with production's features on (logs at `info` unless LOG_LEVEL says otherwise, to
 * /dev/null; metrics; headers; limits but the per-client ones) and the built storefront when there is
 * one, so it renders the sites' first screens before it says it is ready; waits for `/readyz`.
 */
async function startServer(
  databaseEnv: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Every order comes from this one process: the per-client limits would refuse all but a few.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...databaseEnv,
      ...(withStorefront ? { STOREFRONT_DIST: storefrontDist } : {}),
      SERVER_PROCESSES: String(processes),
      CLIENT_HELD_TICKETS: '0',
      CLIENT_ORDERS_PER_MINUTE: '0',
      CLIENT_COUPON_GUESSES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  await untilReady(port, () => exited);
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * Each site's home page, asked for once as a browser would (gzip), right after the server said it was
 * ready: how long each first page took, the slowest first.
 */
async function firstPages(url: string): Promise<{ site: string; ms: number }[]> {
  const timed: { site: string; ms: number }[] = [];
  for (const site of readdirSync(storefrontDist).filter((name) => !name.startsWith('.'))) {
    const started = performance.now();
    const answer = await fetch(`${url}/${site}/`, { headers: { 'accept-encoding': 'gzip' } });
    await answer.arrayBuffer();
    if (!answer.ok) throw new Error(`/${site}/: ${answer.status}`);
    timed.push({ site, ms: performance.now() - started });
  }
  return timed.sort((a, b) => b.ms - a.ms);
}

/** autocannon options of one order of one ticket of a slot. */
function orderOptions(url: string, slot: ScriptSlot) {
  return {
    url: `${url}/api/v1/orders`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(oneTicketOrder(slot)),
  };
}

/** Fields of a process's `/proc/<pid>/stat` after its name. */
const statOf = (pid: number | string) =>
  readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];

/**
 * CPU time the server has used, in ms (user + system, from /proc; 100 ticks a second): its process and,
 * with `BENCH_PROCESSES`, the server processes it started (Node processes whose parent it is).
 */
function serverCpuMs(pid: number): number {
  const cpuMs = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) * 10;
  let total = cpuMs(statOf(pid));
  if (processes === 1) return total;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = statOf(entry);
      if (Number(fields[1]) === pid && readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'node')
        total += cpuMs(fields);
    } catch {
      // The process ended while it was being read.
    }
  }
  return total;
}

/**
 * Runs `work` and adds the server's CPU time per request: on a machine shared with other work the request
 * rate says little, the CPU cost says what one core would sustain alone.
 */
async function withCpu<T>(pid: number, requests: (result: T) => number, work: () => Promise<T>) {
  const cpuBefore = serverCpuMs(pid);
  const postgresBefore = onPostgres ? postgresCpuSeconds() : 0;
  const result = await work();
  const count = Math.max(1, requests(result));
  const cpuMsPerRequest = (serverCpuMs(pid) - cpuBefore) / count;
  const postgresMs = onPostgres
    ? `, PostgreSQL CPU ${(((postgresCpuSeconds() - postgresBefore) * 1000) / count).toFixed(2)} ms/request`
    : '';
  return { result, cpuMsPerRequest, perCore: Math.round(1000 / cpuMsPerRequest), postgresMs };
}

const run = (pid: number, options: autocannon.Options) =>
  withCpu(
    pid,
    (result: autocannon.Result) => result.requests.total,
    () => cannon(options),
  );

const latencies = (result: autocannon.Result) =>
  `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;

/** The bench on fresh databases: first pages, the month search, orders, the race. */
async function benchFresh() {
  const benchDatabase = onPostgres ? await postgresBench() : sqliteBench();
  let server: { child: ChildProcess; url: string } | undefined;
  let stockTable: StockTable | undefined;
  try {
    server = await startServer(benchDatabase.serverEnv);
    const { child, url } = server;
    const pid = child.pid ?? 0;
    const slots = await benchDatabase.open();
    stockTable = slots;
    console.log(
      `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(2)}, ` +
        `server ${url}, STOCK_CACHE_MS ${process.env.STOCK_CACHE_MS ?? 'unset (1000)'}` +
        (onPostgres ? `, PostgreSQL, ${processes} server process${processes === 1 ? '' : 'es'}` : ''),
    );

    if (withStorefront) {
      const pages = await firstPages(url);
      const [slowest, ...rest] = pages;
      console.log(
        `first page of each of ${pages.length} sites after the server said it was ready: slowest ${slowest?.site} ` +
          `${slowest?.ms.toFixed(1)} ms, then ${rest
            .slice(0, 3)
            .map(({ site, ms }) => `${site} ${ms.toFixed(1)}`)
            .join(', ')} ms; median ${pages[Math.floor(pages.length / 2)]?.ms.toFixed(1)} ms`,
      );
    } else console.log('first pages: not measured, the storefront is not built (pnpm build)');

    const slotOf = slotFinder(url);
    const searchSlot = await slotOf(3);
    const searchUrl = `${url}/api/v1/products/stocks-statuses?from=${isoDay(1)}&to=${isoDay(31)}&product_uuid=${searchSlot.uuid}`;
    const { result: search, ...searchCpu } = await run(pid, {
      url: searchUrl,
      connections: 10,
      duration: seconds,
    });
    console.log(
      `stocks-statuses (31 days): ${Math.round(search.requests.average)} req/s, ${latencies(search)}; ` +
        `server CPU ${searchCpu.cpuMsPerRequest.toFixed(2)} ms/request (~${searchCpu.perCore} req/s per free core)${searchCpu.postgresMs}`,
    );

    // Every order drops the tenant's cached answers, so searches during sales mostly compute afresh.
    const salesSlot = await slotOf(6);
    await slots.set(1_000_000, salesSlot.spanId);
    const ordersPerSecond = 100;
    const {
      result: mixed,
      cpuMsPerRequest: mixedCpu,
      postgresMs: mixedPostgresMs,
    } = await withCpu(
      pid,
      ([searches, sales]: autocannon.Result[]) =>
        (searches?.requests.total ?? 0) + (sales?.requests.total ?? 0),
      () =>
        Promise.all([
          cannon({ url: searchUrl, connections: 10, duration: seconds }),
          cannon({
            ...orderOptions(url, salesSlot),
            connections: 2,
            overallRate: ordersPerSecond,
            duration: seconds,
          }),
        ]),
    );
    const [duringSales, sales] = mixed as [autocannon.Result, autocannon.Result];
    console.log(
      `stocks-statuses during ${Math.round(sales.requests.average)} orders/s: ${Math.round(duringSales.requests.average)} req/s, ${latencies(duringSales)}; ` +
        `server CPU ${mixedCpu.toFixed(2)} ms/request (searches and orders)${mixedPostgresMs}`,
    );

    const busySlot = await slotOf(4);
    await slots.set(1_000_000, busySlot.spanId);
    const { result: orders, ...orderCpu } = await run(pid, {
      ...orderOptions(url, busySlot),
      connections: 20,
      duration: seconds,
    });
    console.log(
      `order creation: ${Math.round(orders.requests.average)} orders/s, ${latencies(orders)}; ` +
        `server CPU ${orderCpu.cpuMsPerRequest.toFixed(2)} ms/order (~${orderCpu.perCore} orders/s per free core)${orderCpu.postgresMs}`,
    );

    const stock = 100;
    const clients = 200;
    const raceSlot = await slotOf(5);
    await slots.set(stock, raceSlot.spanId);
    const started = performance.now();
    const { result: race } = await run(pid, {
      ...orderOptions(url, raceSlot),
      connections: clients,
      amount: clients,
    });
    const elapsed = (performance.now() - started) / 1000;
    const taken = await slots.taken(raceSlot.spanId);
    const sold = race['2xx'];
    console.log(
      `race: ${clients} clients for ${stock} tickets in ${elapsed.toFixed(2)} s (${Math.round(clients / elapsed)} orders/s): ` +
        `tickets sold ${sold}, stock ${stock}, held in the database ${taken}, refused ${race.non2xx}` +
        (sold === stock && taken === stock ? ' (sold == stock)' : ' (MISMATCH)'),
    );
    if (sold !== stock) process.exitCode = 1;
  } finally {
    await stockTable?.close();
    if (server) {
      const { child } = server;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    await benchDatabase.remove();
  }
}

if (process.env.BENCH_YEAR) {
  if (!(await benchYearOfSales())) process.exitCode = 1;
} else await benchFresh();
