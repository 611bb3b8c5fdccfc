/**
 * On-sale day benchmark (`pnpm bench:onsale`): two server instances on one PostgreSQL database behind the
 * demo site's waiting room (opens 2027-01-06 10:00 Tokyo, 600 a minute), its gated night admission's
 * 18:00 slot stocked with exactly 1,000 tickets. 10,000 simulated visitors, each its own cookie jar,
 * spread over both instances, arrive within 10 s from just before the opening, ask again as each answer
 * says and, once admitted, order 1 ticket and pay by the sandbox card; once the 1,000 are sold, those
 * still waiting leave at once. Prints what was sold and oversold, whether places follow arrival order to
 * within a second by the servers' own stamps (each answer's `arrived_at`: no one placed behind a visitor
 * the servers received a second or more later; the early arrivals, drawn at random among themselves,
 * before everyone else), and apart from it how late the servers received the joins after the bench sent
 * them (a starved bench or a busy server's backlog, which the stamps leave out), the asks per visitor,
 * the admitted order creations' p50/p95/p99, the share of the machine's CPU used during the arrivals and
 * the total time, and exits 1 when a rule fails (sold exactly 1,000, oversold 0, arrival order, p99 under
 * 200 ms, at most 70% of the machine busy during the arrivals). For diagnosis it also prints the order by
 * the bench's send times, the strict calendar-second count and the latencies the servers measured
 * themselves (`/metrics`); `SERVER_CPU_PROFILES=<folder>` has each server write its CPU profile.
 * apps/server/BENCHMARKS.md keeps the numbers.
 *
 * The database: the bench creates `venue_bench_onsale_<random>` on the PostgreSQL server of
 * `BENCH_PG_URL` (postgres://postgres:postgres@127.0.0.1:5432, whose role may create databases), and drops
 * it at the end, whatever happened. `BENCH_VISITORS` changes the number of visitors (tickets stay 1,000).
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';
import { benchPgUrl, pgAdmin } from './benchPostgres.ts';
import {
  cpuSecondsOf,
  freePort,
  mainThreadCpuSecondsOf,
  oneTicketOrder,
  postgresCpuSeconds,
  type ServerProcess,
  sleep,
  startServerProcess,
} from './serverProcess.ts';

const visitors = Number(process.env.BENCH_VISITORS ?? 10_000);
const tickets = 1_000;
const arrivalSeconds = 10;
/** The bench sends the visitors due within each such tick together (see the arrivals' loop). */
const arrivalTickMs = 10;
const opensAt = '2027-01-06T10:00:00+09:00';
/** The arrivals start this long before the opening (on the servers' clock, as far as it is known here). */
const leadMs = 2_000;
const p99LimitMs = 200;
/** Most of the machine's CPU (all cores) the bench, both servers and PostgreSQL may use in the arrivals. */
const busyLimit = 0.7;

const database = `venue_bench_onsale_${randomBytes(4).toString('hex')}`;

/**
 * The visitors' connections: a pool of keep-alive sockets shared by all, each closed after 2 s idle (before
 * the server's 5 s keep-alive timeout can close it under a request being sent).
 */
const agent = new Agent({ keepAlive: true, maxSockets: 512, timeout: 2_000 });

// biome-ignore lint/suspicious/noExplicitAny: the bench reads a few fields of answers the server tests type-check.
type Reply = { status: number; body: any };

/** One visitor's browser: its own cookie jar over the shared pool. */
class Visit {
  private readonly cookies = new Map<string, string>();

  /**
   * One request; sent again once when a kept-alive socket turned out closed before the server read it (a
   * busy bench's idle timer can fire after the server's keep-alive timeout: Node's documented race).
   */
  async call(base: string, method: string, path: string, body?: unknown): Promise<Reply> {
    try {
      return await this.send(base, method, path, body);
    } catch (error) {
      if ((error as { reusedSocket?: boolean }).reusedSocket !== true) throw error;
      return this.send(base, method, path, body);
    }
  }

  private send(base: string, method: string, path: string, body?: unknown): Promise<Reply> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = {};
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (payload !== undefined) headers['content-type'] = 'application/json';
    return new Promise((resolve, reject) => {
      const sent = request(`${base}${path}`, { method, headers, agent }, (response) => {
        for (const line of response.headers['set-cookie'] ?? []) {
          const pair = line.split(';', 1)[0] ?? '';
          const split = pair.indexOf('=');
          this.cookies.set(pair.slice(0, split).trim(), pair.slice(split + 1).trim());
        }
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null }),
        );
        response.on('error', reject);
      });
      sent.on('error', (error: NodeJS.ErrnoException) =>
        reject(
          error.code === 'ECONNRESET' && sent.reusedSocket
            ? Object.assign(error, { reusedSocket: true })
            : error,
        ),
      );
      sent.end(payload);
    });
  }
}

interface Visitor {
  index: number;
  /** Milliseconds from the first arrival, when the join was sent. */
  arrivedMs: number;
  /** When the server received the join, by its own stamp (the answer's `arrived_at`), ms from the first arrival. */
  receivedMs: number | null;
  /** The server received the join before the opening: drawn at random among the others who did. */
  early: boolean;
  /** Asks after the join (`GET waiting-room`). */
  asks: number;
  position: number | null;
  admittedMs: number | null;
  orderMs: number | null;
  outcome: 'bought' | 'sold out' | 'left' | 'failed';
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function stockSlot(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const product = await client.query(
      "select id, uuid from products where tenant_id = 'demo' and id = 17 and name like '%Night admission%'",
    );
    if (product.rowCount !== 1) throw new Error('product 17 is not the demo night admission');
    const { id, uuid } = product.rows[0];
    const slot = await client.query(
      "select id from time_spans where product_id = $1 and date = '2027-01-06' order by start_time limit 1",
      [id],
    );
    const option = await client.query(
      'select id from options where product_id = $1 order by position limit 1',
      [id],
    );
    await client.query('update time_spans set capacity = $1, held = 0, sold = 0 where id = $2', [
      tickets,
      slot.rows[0].id,
    ]);
    return { uuid: uuid as string, spanId: slot.rows[0].id as number, optionId: option.rows[0].id as number };
  } finally {
    await client.end();
  }
}

async function soldOnSlot(url: string, spanId: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const span = await client.query('select capacity, held, sold from time_spans where id = $1', [spanId]);
    const paid = await client.query(
      "select coalesce(sum(quantity), 0) as n from orders where time_span_id = $1 and status = 'completed'",
      [spanId],
    );
    return { ...span.rows[0], paidTickets: Number(paid.rows[0].n) };
  } finally {
    await client.end();
  }
}

/**
 * What the servers measured themselves (`/metrics`): how many of the `method route` answers with status
 * 200 took at most each bucket's seconds, summed over both instances; the client's figures add its own
 * queueing and the network.
 */
async function serverLatency(bases: string[], method: string, route: string): Promise<string> {
  const buckets = new Map<string, number>();
  for (const base of bases) {
    const text = await (await fetch(`${base}/metrics`)).text();
    for (const line of text.split('\n')) {
      const match = /^venue_http_request_duration_seconds_bucket\{(.*)\} (\d+)$/.exec(line) ?? undefined;
      if (!match) continue;
      const labels = match[1] as string;
      if (!labels.includes(`method="${method}"`) || !labels.includes(`route="${route}"`)) continue;
      if (!labels.includes('status="200"')) continue;
      const le = /le="([^"]+)"/.exec(labels)?.[1] as string;
      buckets.set(le, (buckets.get(le) ?? 0) + Number(match[2]));
    }
  }
  const total = buckets.get('+Inf') ?? 0;
  const share = (le: string) =>
    `${(((buckets.get(le) ?? 0) / Math.max(1, total)) * 100).toFixed(1)}% ≤ ${le} s`;
  return `${total} answered; ${['0.05', '0.1', '0.25', '1'].map(share).join(', ')}`;
}

/** Each server's event-loop delay over the run (prom-client's default metrics): p99 and the longest. */
async function loopDelays(bases: string[]): Promise<string> {
  const delays = [];
  for (const base of bases) {
    const text = await (await fetch(`${base}/metrics`)).text();
    const seconds = (name: string) =>
      Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
    const ms = (name: string) => (seconds(name) * 1000).toFixed(0);
    delays.push(
      `p99 ${ms('nodejs_eventloop_lag_p99_seconds')} ms, longest ${ms('nodejs_eventloop_lag_max_seconds')} ms`,
    );
  }
  return delays.join('; ');
}

async function main() {
  const started = Date.now();
  await pgAdmin(`create database ${database}`);
  const url = `${benchPgUrl}/${database}`;
  const servers: ServerProcess[] = [];
  try {
    // A first start migrates and seeds (stock from the opening day).
    const seedPort = await freePort();
    const seeder = await startServerProcess(seedPort, {
      DATABASE_URL: url,
      VENUE_CLOCK: '2027-01-06T09:00:00+09:00',
    });
    await seeder.stop('SIGTERM');
    const ports = [await freePort(), await freePort()];
    // Both start a minute before the opening; the bench then waits for the opening on their clock.
    const clockStart = Date.parse(opensAt) - 60_000;
    const spawnedAt = Date.now();
    servers.push(
      ...(await Promise.all(
        ports.map((port) =>
          startServerProcess(port, { DATABASE_URL: url, VENUE_CLOCK: new Date(clockStart).toISOString() }),
        ),
      )),
    );
    // Stocked once both have started: each applies its site's catalogue at its start, capacities included.
    const slot = await stockSlot(url);
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    const serverNow = () => clockStart + (Date.now() - spawnedAt);
    const wait = Date.parse(opensAt) - leadMs - serverNow();
    if (wait < 0) throw new Error(`the servers took too long to start: ${-wait} ms past the arrivals' start`);
    await sleep(wait);

    const body = oneTicketOrder(slot);
    let sold = 0;
    const soldOut = () => sold >= tickets;
    let sellOut: () => void = () => {};
    /** Settles once the 1,000 are sold: those still waiting leave then, not at their next ask. */
    const soldOutNow = new Promise<void>((resolve) => {
      sellOut = resolve;
    });
    const errors = new Map<string, number>();
    const failed = (what: string) => errors.set(what, (errors.get(what) ?? 0) + 1);
    const arrivals = Array.from({ length: visitors }, () => Math.random() * arrivalSeconds * 1000).sort(
      (a, b) => a - b,
    );
    // CPU seconds of the bench, each server and PostgreSQL, and apart of each server's main thread: at the
    // first arrival, after the arrivals (and a second for the last joins' answers) and at the end.
    const pids = servers.map((server) => server.child.pid as number);
    type CpuReading = { processes: number[]; mainThreads: number[] };
    const cpuNow = (): CpuReading => ({
      processes: [cpuSecondsOf('self'), ...pids.map(cpuSecondsOf), postgresCpuSeconds()],
      mainThreads: pids.map(mainThreadCpuSecondsOf),
    });
    // A first read of /metrics starts each server's event-loop delay figures (`loopDelays`).
    await Promise.all(bases.map((base) => fetch(`${base}/metrics`).then((answer) => answer.text())));
    const cpuAtStart = cpuNow();
    let cpuAfterArrivals: CpuReading | null = null;
    const arrivalsEnd = setTimeout(
      () => {
        cpuAfterArrivals = cpuNow();
      },
      (arrivalSeconds + 1) * 1000,
    );
    const t0 = Date.now();
    /** The opening, in ms from the first arrival. */
    const openingMs = Date.parse(opensAt) - serverNow();
    /** The servers' clock (both set to the same instant at their start), in ms from the first arrival. */
    const fromFirstArrival = (serverMs: number) => serverMs - (Date.parse(opensAt) - openingMs);
    const visit = async (index: number): Promise<Visitor> => {
      const visitor: Visitor = {
        index,
        arrivedMs: 0,
        receivedMs: null,
        early: false,
        asks: 0,
        position: null,
        admittedMs: null,
        orderMs: null,
        outcome: 'left',
      };
      const browser = new Visit();
      const base = bases[index % 2] as string;
      visitor.arrivedMs = Date.now() - t0;
      let answer = await browser.call(base, 'POST', '/demo/api/v1/waiting-room');
      if (answer.body?.arrived_at) {
        const received = Date.parse(answer.body.arrived_at);
        visitor.receivedMs = fromFirstArrival(received);
        // Early by the server's own stamp: placed by the draw.
        visitor.early = received < Date.parse(opensAt);
      }
      for (let asked = 1; answer.status === 200 && answer.body.state === 'waiting'; asked += 1) {
        if (answer.body.position !== null) visitor.position = answer.body.position;
        if (soldOut()) return visitor;
        await Promise.race([sleep(answer.body.poll_after_seconds * 1000), soldOutNow]);
        if (soldOut()) return visitor;
        // Each look goes to either instance: the queue is one.
        answer = await browser.call(bases[(index + asked) % 2] as string, 'GET', '/demo/api/v1/waiting-room');
        visitor.asks = asked;
      }
      if (answer.status !== 200 || answer.body.state !== 'admitted') {
        failed(`waiting room ${answer.status} ${JSON.stringify(answer.body)}`);
        visitor.outcome = 'failed';
        return visitor;
      }
      visitor.position = answer.body.position;
      visitor.admittedMs = Date.now() - t0;
      const orderStart = performance.now();
      const created = await browser.call(base, 'POST', '/demo/api/v1/orders', body);
      visitor.orderMs = performance.now() - orderStart;
      if (created.status !== 200) {
        visitor.outcome = created.body?.error === 'out of stock' ? 'sold out' : 'failed';
        if (visitor.outcome === 'failed') failed(`order ${created.status} ${JSON.stringify(created.body)}`);
        return visitor;
      }
      const token = created.body.order_token;
      const contents = { email: `visitor${index}@example.com`, fullname: `Visitor ${index}` };
      await browser.call(base, 'POST', `/demo/api/v1/ordermails/${token}`, { lang: 'en', contents });
      const paid = await browser.call(base, 'POST', `/demo/api/v1/orders/checkout/${token}`, {
        payment_method_type: 'gmo',
        payment_token: '4242424242424242',
      });
      if (paid.body?.result !== 'completed') {
        failed(`checkout ${paid.status} ${JSON.stringify(paid.body)}`);
        visitor.outcome = 'failed';
        return visitor;
      }
      sold += 1;
      if (soldOut()) sellOut();
      visitor.outcome = 'bought';
      return visitor;
    };
    // The visitors due by each tick of `arrivalTickMs` are sent together, from one timer: a timer of its
    // own for each of 10,000 visitors cost the bench a quarter more CPU a visitor.
    const visits: Promise<Visitor>[] = [];
    while (visits.length < visitors) {
      const due = Date.now() - t0;
      while (visits.length < visitors && (arrivals[visits.length] as number) <= due)
        visits.push(visit(visits.length));
      await sleep(arrivalTickMs);
    }
    const results = await Promise.all(visits);
    const totalMs = Date.now() - t0;
    // Read before the latencies below: each read of /metrics starts the servers' delay figures afresh.
    const loopDelay = await loopDelays(bases);
    const cpuAtEnd = cpuNow();
    clearTimeout(arrivalsEnd);
    /** The machine's share (all cores) the bench, both servers and PostgreSQL used over `seconds`. */
    const spent = (from: number[], to: number[]) => to.map((cpu, index) => cpu - (from[index] as number));
    const busyShare = (from: CpuReading, to: CpuReading, seconds: number) =>
      spent(from.processes, to.processes).reduce((sum, cpu) => sum + cpu, 0) / (seconds * cpus().length);
    const cpuUse = (from: CpuReading, to: CpuReading, seconds: number) => {
      const [bench, first, second, postgres] = spent(from.processes, to.processes).map((cpu) =>
        cpu.toFixed(1),
      );
      const [firstMain, secondMain] = spent(from.mainThreads, to.mainThreads).map((cpu) => cpu.toFixed(1));
      const share = (busyShare(from, to, seconds) * 100).toFixed(0);
      return `bench ${bench} s, servers ${first} + ${second} s (main threads ${firstMain} + ${secondMain} s, the rest V8's compiler and collector), PostgreSQL ${postgres} s (${share}% of the machine)`;
    };
    const arrivalsBusy = cpuAfterArrivals
      ? busyShare(cpuAtStart, cpuAfterArrivals, arrivalSeconds + 1)
      : null;
    const stock = await soldOnSlot(url, slot.spanId);

    // Arrival order, to within a second: the early arrivals (drawn at random among themselves) come before
    // everyone else, and no one is placed behind a visitor who arrived a second or more after them. The
    // rule reads the servers' stamps; the bench's send times are read the same way for comparison.
    const placed = results.filter((visitor) => visitor.position !== null && visitor.receivedMs !== null);
    const orderBrokenBy = (arrivedMs: (visitor: Visitor) => number) => {
      const arrival = (visitor: Visitor) => (visitor.early ? Number.NEGATIVE_INFINITY : arrivedMs(visitor));
      const byArrival = [...placed].sort((a, b) => arrival(a) - arrival(b));
      let broken = 0;
      let before = 0;
      let highestBefore = 0;
      for (const visitor of byArrival) {
        for (; before < byArrival.length; before += 1) {
          const earlier = byArrival[before] as Visitor;
          const isBefore = !visitor.early && (earlier.early || arrival(earlier) <= arrival(visitor) - 1000);
          if (!isBefore) break;
          highestBefore = Math.max(highestBefore, earlier.position as number);
        }
        if ((visitor.position as number) < highestBefore) broken += 1;
      }
      return broken;
    };
    const orderBroken = orderBrokenBy((visitor) => visitor.receivedMs as number);
    const sendOrderBroken = orderBrokenBy((visitor) => visitor.arrivedMs);
    // How late the servers received the joins after the bench sent them: the bench's own queueing, the
    // network and a server's backlog before its stamp, all of which the order by stamps leaves out.
    const lateness = placed
      .map((visitor) => (visitor.receivedMs as number) - visitor.arrivedMs)
      .sort((a, b) => a - b);
    const asks = results.reduce((sum, visitor) => sum + visitor.asks, 0);
    // For comparison, the strictest reading: every place of a calendar second (from the first arrival) before
    // every place of the next, where two visitors a millisecond apart across a second's end count.
    const second = (visitor: Visitor) => (visitor.early ? -1 : Math.floor(visitor.arrivedMs / 1000));
    const seconds = [...new Set(placed.map(second))].sort((a, b) => a - b);
    let bySecondBroken = 0;
    let highest = 0;
    for (const s of seconds) {
      const places = placed
        .filter((visitor) => second(visitor) === s)
        .map((visitor) => visitor.position as number);
      bySecondBroken += places.filter((place) => place < highest).length;
      highest = Math.max(highest, ...places);
    }
    const orderTimes = results
      .flatMap((visitor) => (visitor.orderMs === null ? [] : [visitor.orderMs]))
      .sort((a, b) => a - b);
    const p99 = percentile(orderTimes, 99);
    const count = (outcome: Visitor['outcome']) =>
      results.filter((visitor) => visitor.outcome === outcome).length;
    const oversold = Math.max(0, stock.sold - tickets);
    const lines = [
      `machine: ${cpus().length} CPUs, load ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
      `visitors: ${visitors} over ${arrivalSeconds} s (${results.filter((v) => v.early).length} before the opening), two instances`,
      `sold: ${stock.sold} (paid orders' tickets ${stock.paidTickets}, held ${stock.held}, capacity ${stock.capacity}); bought ${count('bought')}, told sold out ${count('sold out')}, left while waiting ${count('left')}, failed ${count('failed')}`,
      `oversold: ${oversold}`,
      `arrival order by the servers' stamps (to within a second): ${orderBroken === 0 ? 'kept' : `broken for ${orderBroken} visitors`} (${placed.length} places); by the bench's send times: ${sendOrderBroken === 0 ? 'kept' : `broken for ${sendOrderBroken}`}; by calendar second of sending: ${bySecondBroken === 0 ? 'kept' : `${bySecondBroken} placed behind a later second`}`,
      `joins received after the bench sent them: p50 ${percentile(lateness, 50).toFixed(0)} ms, p99 ${percentile(lateness, 99).toFixed(0)} ms, longest ${(lateness.at(-1) ?? Number.NaN).toFixed(0)} ms`,
      `asks: ${asks} after ${visitors} joins, ${(asks / visitors).toFixed(2)} a visitor`,
      `admitted order creation: p50 ${percentile(orderTimes, 50).toFixed(1)} ms, p95 ${percentile(orderTimes, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (${orderTimes.length} orders)`,
      `order creation as the servers timed it: ${await serverLatency(bases, 'POST', '/:tenant/api/v1/orders')}`,
      `waiting-room asks as the servers timed them: ${await serverLatency(bases, 'GET', '/:tenant/api/v1/waiting-room')}`,
      `joins as the servers timed them: ${await serverLatency(bases, 'POST', '/:tenant/api/v1/waiting-room')}`,
      `servers' event-loop delay: ${loopDelay}`,
      `CPU in the ${arrivalSeconds + 1} s of arrivals: ${cpuAfterArrivals ? cpuUse(cpuAtStart, cpuAfterArrivals, arrivalSeconds + 1) : 'not measured'}`,
      `CPU in the whole run: ${cpuUse(cpuAtStart, cpuAtEnd, totalMs / 1000)}`,
      `total: ${(totalMs / 1000).toFixed(1)} s from the first arrival (${((Date.now() - started) / 1000).toFixed(0)} s with setup)`,
    ];
    for (const [what, times] of errors) lines.push(`error ×${times}: ${what}`);
    console.log(lines.join('\n'));
    const failures = [
      stock.sold !== tickets && `sold ${stock.sold}, not ${tickets}`,
      stock.paidTickets !== tickets && `paid tickets ${stock.paidTickets}, not ${tickets}`,
      oversold > 0 && `oversold ${oversold}`,
      orderBroken > 0 && 'arrival order broken',
      !(p99 < p99LimitMs) && `p99 ${p99.toFixed(1)} ms not under ${p99LimitMs} ms`,
      arrivalsBusy === null && 'the CPU of the arrivals not measured',
      arrivalsBusy !== null &&
        arrivalsBusy > busyLimit &&
        `${(arrivalsBusy * 100).toFixed(0)}% of the machine busy in the arrivals, over ${busyLimit * 100}%`,
    ].filter(Boolean);
    if (failures.length > 0) {
      console.error(`FAILED: ${failures.join('; ')}`);
      process.exitCode = 1;
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    await pgAdmin(`drop database if exists ${database} with (force)`);
  }
}

await main();
