/**
 * API benchmark (`pnpm bench:api`): starts the server in a second process on a temporary SQLite
 * database, then measures with autocannon the month stock search (alone, then while orders arrive) and
 * order creation, and races 200 clients for the last 100 tickets of one slot. `STOCK_CACHE_MS=0` measures
 * the search without its answer cache. Prints the numbers; apps/server/BENCHMARKS.md keeps them.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import { oneTicketOrder, serverNodeArgs } from './serverProcess.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const seconds = 10;

async function startServer(sqlitePath: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...serverNodeArgs(), '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    // Every order comes from this one process: the per-client limits would refuse all but a few.
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SQLITE_PATH: sqlitePath,
      DATABASE_URL: '',
      CLIENT_HELD_TICKETS: '0',
      CLIENT_ORDERS_PER_MINUTE: '0',
      CLIENT_COUPON_GUESSES: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    // The server logs a line per request: once the start line is read, the rest flows on unread.
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /on (http:\/\/\S+)/.exec(output);
      if (found?.[1]) {
        child.stdout?.off('data', onData);
        resolve(found[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url };
}

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of answers the server tests type-check.
async function json(url: string): Promise<any> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
}

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface DayStock {
  time_spans: Array<{ time_span_id: number; options: Array<{ id: number }> }>;
}

const usedDays = new Set<string>();

/**
 * A bookable slot of the demo site's first product, with an option id: on the first day from `daysAhead`
 * days out that has one (a closed day has none) and that no other step of the bench took.
 */
async function slotOf(url: string, daysAhead: number) {
  const [product] = await json(`${url}/api/v1/products?lang=en`);
  for (let offset = daysAhead; offset < daysAhead + 28; offset++) {
    const day = isoDay(offset);
    if (usedDays.has(day)) continue;
    const answer = await fetch(
      `${url}/api/v1/products/stocks?date=${day}&product_id=${product.uuid}&lang=en`,
    );
    const stock = answer.ok ? ((await answer.json()) as DayStock) : { time_spans: [] };
    const span = stock.time_spans[0];
    const option = span?.options[0];
    if (!span || !option) continue;
    usedDays.add(day);
    return {
      uuid: product.uuid as string,
      spanId: span.time_span_id,
      optionId: option.id,
    };
  }
  throw new Error(`no slot in the 28 days from ${isoDay(daysAhead)}`);
}

/** autocannon options of one order of one ticket of a slot. */
function orderOptions(url: string, slot: Awaited<ReturnType<typeof slotOf>>) {
  return {
    url: `${url}/api/v1/orders`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(oneTicketOrder(slot)),
  };
}

/** CPU time the server process has used, in ms (user + system, from /proc; 100 ticks a second). */
function serverCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer)));
  });
}

/**
 * Runs `work` and adds the server's CPU time per request: on a machine shared with other work the request
 * rate says little, the CPU cost says what one core would sustain alone.
 */
async function withCpu<T>(pid: number, requests: (result: T) => number, work: () => Promise<T>) {
  const cpuBefore = serverCpuMs(pid);
  const result = await work();
  const cpuMsPerRequest = (serverCpuMs(pid) - cpuBefore) / Math.max(1, requests(result));
  return { result, cpuMsPerRequest, perCore: Math.round(1000 / cpuMsPerRequest) };
}

const run = (pid: number, options: autocannon.Options) =>
  withCpu(
    pid,
    (result: autocannon.Result) => result.requests.total,
    () => cannon(options),
  );

const latencies = (result: autocannon.Result) =>
  `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`;

const tempDir = mkdtempSync(join(tmpdir(), 'venue-bench-'));
const sqlitePath = join(tempDir, 'bench.sqlite');
const { child, url } = await startServer(sqlitePath);
const pid = child.pid ?? 0;
const database = new SqliteDatabase(sqlitePath);
database.pragma('busy_timeout = 5000');
const setStock = database.prepare('update time_spans set capacity = ?, held = 0, sold = 0 where id = ?');
try {
  console.log(
    `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(2)}, ` +
      `server ${url}, STOCK_CACHE_MS ${process.env.STOCK_CACHE_MS ?? 'unset (1000)'}`,
  );

  const searchSlot = await slotOf(url, 3);
  const searchUrl = `${url}/api/v1/products/stocks-statuses?from=${isoDay(1)}&to=${isoDay(31)}&product_uuid=${searchSlot.uuid}`;
  const { result: search, ...searchCpu } = await run(pid, {
    url: searchUrl,
    connections: 10,
    duration: seconds,
  });
  console.log(
    `stocks-statuses (31 days): ${Math.round(search.requests.average)} req/s, ${latencies(search)}; ` +
      `server CPU ${searchCpu.cpuMsPerRequest.toFixed(2)} ms/request (~${searchCpu.perCore} req/s per free core)`,
  );

  // Every order drops the tenant's cached answers, so searches during sales mostly compute afresh.
  const salesSlot = await slotOf(url, 6);
  setStock.run(1_000_000, salesSlot.spanId);
  const ordersPerSecond = 100;
  const { result: mixed, cpuMsPerRequest: mixedCpu } = await withCpu(
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
      `server CPU ${mixedCpu.toFixed(2)} ms/request (searches and orders)`,
  );

  const busySlot = await slotOf(url, 4);
  setStock.run(1_000_000, busySlot.spanId);
  const { result: orders, ...orderCpu } = await run(pid, {
    ...orderOptions(url, busySlot),
    connections: 20,
    duration: seconds,
  });
  console.log(
    `order creation: ${Math.round(orders.requests.average)} orders/s, ${latencies(orders)}; ` +
      `server CPU ${orderCpu.cpuMsPerRequest.toFixed(2)} ms/order (~${orderCpu.perCore} orders/s per free core)`,
  );

  const stock = 100;
  const clients = 200;
  const raceSlot = await slotOf(url, 5);
  setStock.run(stock, raceSlot.spanId);
  const started = performance.now();
  const { result: race } = await run(pid, {
    ...orderOptions(url, raceSlot),
    connections: clients,
    amount: clients,
  });
  const elapsed = (performance.now() - started) / 1000;
  const span = database
    .prepare('select capacity, held, sold from time_spans where id = ?')
    .get(raceSlot.spanId) as {
    capacity: number;
    held: number;
    sold: number;
  };
  const sold = race['2xx'];
  console.log(
    `race: ${clients} clients for ${stock} tickets in ${elapsed.toFixed(2)} s (${Math.round(clients / elapsed)} orders/s): ` +
      `tickets sold ${sold}, stock ${stock}, held in the database ${span.held + span.sold}, refused ${race.non2xx}` +
      (sold === stock && span.held + span.sold === stock ? ' (sold == stock)' : ' (MISMATCH)'),
  );
  if (sold !== stock) process.exitCode = 1;
} finally {
  database.close();
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(tempDir, { recursive: true, force: true });
}
