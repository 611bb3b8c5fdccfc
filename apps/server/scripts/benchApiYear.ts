/**
 * `BENCH_YEAR=1 pnpm bench:api`: whether a year of sales slows the calls a visitor and a gate make. For each
 * database of `BENCH_DATABASES` (`sqlite,postgres`), two databases are set up by the server itself (migrations,
 * sites, catalogues): one left empty, one given a year of the demo venue's sales (`yearOfSales.ts`,
 * `BENCH_ORDERS` orders, 1,000,000 by default, about two tickets each). A server is started on each, with the
 * stock answer cache off (a cached answer never reads the database), and each call is measured on the two in
 * turn, three rounds of each, so that the machine's drift falls on both alike:
 *
 * - the month stock search (`GET /api/v1/products/stocks-statuses`, 31 days), 10 connections, 5 s;
 * - order creation (`POST /api/v1/orders`, one ticket), 10 connections, 5 s;
 * - the ticket view (`GET /api/v1/reservations/:token/tickets`) of 300 reservations the bench bought, 5 s;
 * - check-in (`POST /api/v1/tickets/:id/checkin`) of 1,500 of their tickets a round, each once.
 *
 * It prints each call's medians (requests a second, server CPU a request, PostgreSQL's too) on both databases
 * (no rate for check-in: autocannon ends a run of a fixed count on its next one-second tick)
 * and the change, against the target of 10 %, and the query plans of the lookups these calls make on the year's
 * database. Exits 1 when a call failed or a check-in was not written.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { venueToday } from '../src/clock.ts';
import { cannon, isoDay, json, slotFinder } from './benchHttp.ts';
import { benchPgUrl, pgAdmin } from './benchPostgres.ts';
import {
  cpuSecondsOf,
  freePort,
  oneTicketOrder,
  postgresCpuSeconds,
  type ScriptSlot,
  type ServerProcess,
  startServerProcess,
} from './serverProcess.ts';
import { writeYearOfSales } from './yearOfSales.ts';

const orderCount = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres').split(',');
const rounds = 3;
const roundSeconds = 5;
const purchases = 450;
const ticketsPerPurchase = 10;
const checkInsPerRound = (purchases * ticketsPerPurchase) / rounds;
const viewedReservations = 300;
const targetChange = 0.1;

/** Statements straight on a bench database: its stock, the check-in slot's day, the plans. */
interface Direct {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Gathers the planner's statistics, as the database's own maintenance would after the writes. */
  analyze(): Promise<void>;
  /** The plan of `text` with `params`, one line a step. */
  plan(text: string, params: unknown[]): Promise<string[]>;
  close(): Promise<void>;
}

async function openDirect(kind: string, where: string): Promise<Direct> {
  if (kind === 'postgres') {
    const client = new pg.Client({ connectionString: where });
    await client.connect();
    return {
      query: async <T>(text: string, params: unknown[] = []) =>
        (await client.query(text, params)).rows as T[],
      analyze: async () => void (await client.query('vacuum analyze')),
      plan: async (text, params) =>
        (await client.query(`explain ${text}`, params)).rows.map((row) => row['QUERY PLAN'] as string),
      close: () => client.end(),
    };
  }
  const database = new SqliteDatabase(where);
  database.pragma('busy_timeout = 5000');
  // Placeholders as PostgreSQL writes them (`$1`, each used once and in order) read as SQLite's `?`.
  const text = (statement: string) => statement.replaceAll(/\$\d+/g, '?');
  return {
    query: async <T>(statement: string, params: unknown[] = []) => {
      const prepared = database.prepare(text(statement));
      if (prepared.reader) return prepared.all(...params) as T[];
      prepared.run(...params);
      return [];
    },
    analyze: async () => void database.exec('analyze'),
    plan: async (statement, params) =>
      (database.prepare(`explain query plan ${text(statement)}`).all(...params) as { detail: string }[]).map(
        (row) => row.detail,
      ),
    close: async () => void database.close(),
  };
}

/** One of the two databases of a kind, and the server on it. */
interface Side {
  name: 'empty' | 'year';
  direct: Direct;
  server: ServerProcess;
  base: string;
  searchUrl: string;
  orderSlot: ScriptSlot;
  reservations: string[];
  /** The bought tickets (id and reservation token), checked in in this order. */
  tickets: { id: number; token: string }[];
  /** How many of `tickets` the check-in rounds have sent. */
  checkedIn: number;
  checkInSpan: number;
}

/** Buys `ticketsPerPurchase` tickets of `slot`, `purchases` times, 8 at once: answers the reservation tokens. */
async function buy(base: string, slot: ScriptSlot): Promise<string[]> {
  const tokens: string[] = [];
  const post = (path: string, body: unknown) =>
    json(`${base}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const one = async (index: number) => {
    const order = { ...oneTicketOrder(slot), quantity: ticketsPerPurchase };
    order.option_values = [{ option_value_id: slot.optionId, quantity: ticketsPerPurchase }];
    const { order_token: token } = await post('orders', order);
    const contents = { email: `year-bench${index}@example.com`, fullname: `Bench Buyer ${index}` };
    await post(`ordermails/${token}`, { lang: 'en', contents });
    const paid = await post(`orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    if (paid.result !== 'completed') throw new Error(`checkout: ${JSON.stringify(paid)}`);
    tokens.push(paid.reservation_token);
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < purchases) await one(next++);
    }),
  );
  return tokens;
}

/** Sets up one side: its database (a year of sales or none), its server, and what the calls use. */
async function openSide(kind: string, name: Side['name'], where: string): Promise<Side> {
  const env: Record<string, string> =
    kind === 'postgres' ? { DATABASE_URL: where } : { DATABASE_URL: '', SQLITE_PATH: where };
  Object.assign(env, { LOG_LEVEL: 'info', STOCK_CACHE_MS: '0', CLIENT_PASS_GUESSES: '0' });
  // A first start migrates and sets up the sites; the sales go in while no server runs.
  const seeder = await startServerProcess(await freePort(), env);
  await seeder.stop('SIGTERM');
  if (name === 'year') {
    const started = performance.now();
    await writeYearOfSales(kind === 'postgres' ? { url: where } : { sqlitePath: where }, 'demo', orderCount);
    console.log(`${kind}: a year of sales written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const port = await freePort();
  const server = await startServerProcess(port, env);
  const base = `http://127.0.0.1:${port}`;
  const direct = await openDirect(kind, where);
  try {
    return await prepareSide(name, server, base, direct);
  } catch (error) {
    await direct.close();
    await server.stop('SIGTERM');
    throw error;
  }
}

/** Slots, purchases and tickets of a side whose server runs. */
async function prepareSide(
  name: Side['name'],
  server: ServerProcess,
  base: string,
  direct: Direct,
): Promise<Side> {
  const slotOf = slotFinder(base);
  const orderSlot = await slotOf(4);
  const checkInSlot = await slotOf(6);
  for (const slot of [orderSlot, checkInSlot])
    await direct.query('update time_spans set capacity = 1000000, held = 0, sold = 0 where id = $1', [
      slot.spanId,
    ]);
  const reservations = await buy(base, checkInSlot);
  // The bought slot moves to today, open all day, so that its tickets are in their check-in window.
  await direct.query(
    `update time_spans set date = $1, start_time = '00:00', end_time = '23:59' where id = $2`,
    [venueToday().toString(), checkInSlot.spanId],
  );
  const tickets: Side['tickets'] = [];
  for (const token of reservations) {
    const view = await json(`${base}/api/v1/reservations/${token}/tickets?lang=en`);
    for (const ticket of view.tickets) tickets.push({ id: ticket.id, token });
  }
  // Both databases start the rounds with statistics of what they hold (the year's were gathered when it
  // was written): a planner that still takes the empty one's tables for empty would slow that side.
  await direct.analyze();
  return {
    name,
    direct,
    server,
    base,
    searchUrl: `${base}/api/v1/products/stocks-statuses?from=${isoDay(1)}&to=${isoDay(31)}&product_uuid=${orderSlot.uuid}`,
    orderSlot,
    reservations: reservations.slice(0, viewedReservations),
    tickets,
    checkedIn: 0,
    checkInSpan: checkInSlot.spanId,
  };
}

interface Figure {
  perSecond: number;
  serverMs: number;
  postgresMs: number;
  p99: number;
  failed: number;
}

/** The calls measured, each an autocannon run against one side. */
const calls: Record<string, (side: Side) => autocannon.Options> = {
  'month search': (side) => ({ url: side.searchUrl, connections: 10, duration: roundSeconds }),
  'order creation': (side) => ({
    url: `${side.base}/api/v1/orders`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(oneTicketOrder(side.orderSlot)),
    connections: 10,
    duration: roundSeconds,
  }),
  'ticket view': (side) => {
    let next = 0;
    return {
      url: side.base,
      connections: 10,
      duration: roundSeconds,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/reservations/${side.reservations[next++ % side.reservations.length]}/tickets?lang=en`,
          }),
        },
      ],
    };
  },
  'check-in': (side) => ({
    url: side.base,
    connections: 10,
    amount: checkInsPerRound,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request) => {
          const ticket = side.tickets[side.checkedIn++];
          // None left (a bench counting wrong): a path that answers 404, counted as a failure.
          if (!ticket) return { ...request, path: '/api/v1/tickets/0/checkin' };
          return {
            ...request,
            path: `/api/v1/tickets/${ticket.id}/checkin`,
            body: JSON.stringify({ reservation_token: ticket.token, type: 'gate' }),
          };
        },
      },
    ],
  }),
};

async function measure(side: Side, options: autocannon.Options): Promise<Figure> {
  const pid = side.server.child.pid ?? 0;
  const server = cpuSecondsOf(pid);
  const postgres = postgresCpuSeconds();
  const started = performance.now();
  const result = await cannon(options);
  const seconds = (performance.now() - started) / 1000;
  const count = Math.max(1, result.requests.total);
  return {
    perSecond: result.requests.total / seconds,
    serverMs: ((cpuSecondsOf(pid) - server) * 1000) / count,
    postgresMs: ((postgresCpuSeconds() - postgres) * 1000) / count,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * The plans of the lookups of the four calls, written as the services write them: the reservation by its
 * token (ticket view, check-in), its tickets, the ticket a gate checks in, the order's lines and payment (ticket
 * view), the month's slots, and the expired holds each order releases first.
 */
async function printPlans(kind: string, side: Side) {
  const [reservation] = await side.direct.query<{ id: number; order_id: number }>(
    'select id, order_id from reservations where tenant_id = $1 order by id desc limit 1',
    ['demo'],
  );
  const lookups: [string, string, unknown[]][] = [
    [
      'reservation by token',
      'select r.*, o.status from reservations as r inner join orders as o on o.id = r.order_id where r.tenant_id = $1 and r.token = $2',
      ['demo', side.reservations[0]],
    ],
    [
      'tickets of a reservation',
      'select * from tickets where reservation_id = $1 order by id',
      [reservation?.id],
    ],
    [
      'the ticket a gate checks in',
      'select t.id, t.status, s.date, p.sale_type from tickets as t inner join time_spans as s on s.id = t.time_span_id inner join products as p on p.id = t.product_id where t.id = $1 and t.reservation_id = $2 and t.kind = $3',
      [side.tickets[0]?.id, reservation?.id, 'gate'],
    ],
    [
      "an order's lines",
      'select l.kind, l.quantity, p.name, o.name from order_lines as l inner join products as p on p.id = l.product_id left join options as o on o.id = l.option_id where l.order_id = $1 order by l.id',
      [reservation?.order_id],
    ],
    [
      'its payment',
      `select method_id, amount, completed_at from payments where order_id = $1 and time_change_token is null and status = 'succeeded'`,
      [reservation?.order_id],
    ],
    [
      "the month's slots",
      'select id, date, capacity, held, sold from time_spans where product_id = (select product_id from time_spans where id = $1) and date >= $2 and date <= $3',
      [side.orderSlot.spanId, isoDay(1), isoDay(31)],
    ],
    [
      'expired holds',
      `select id from orders where tenant_id = $1 and status in ('created', 'ready_checkout', 'paying') and expires_at < $2`,
      ['demo', new Date().toISOString()],
    ],
  ];
  console.log(`\n${kind}: plans on the year's database`);
  for (const [what, text, params] of lookups) {
    console.log(`- ${what}:`);
    for (const line of await side.direct.plan(text, params)) console.log(`    ${line}`);
  }
}

async function benchKind(kind: string): Promise<boolean> {
  const tempDir = mkdtempSync(join(tmpdir(), 'venue-bench-year-'));
  const names = { empty: 'venue_bench_year_empty', year: 'venue_bench_year_sales' };
  const where = (name: Side['name']) =>
    kind === 'postgres' ? `${benchPgUrl}/${names[name]}` : join(tempDir, `${name}.sqlite`);
  const sides: Side[] = [];
  try {
    if (kind === 'postgres')
      for (const name of Object.values(names)) {
        await pgAdmin(`drop database if exists ${name}`);
        await pgAdmin(`create database ${name}`);
      }
    for (const name of ['empty', 'year'] as const) sides.push(await openSide(kind, name, where(name)));
    const figures = new Map<string, Figure[]>();
    for (let round = 0; round < rounds; round++)
      for (const [call, options] of Object.entries(calls))
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          const key = `${call}\n${side.name}`;
          figures.set(key, [...(figures.get(key) ?? []), await measure(side, options(side))]);
        }
    let held = true;
    console.log(
      `\n${kind}, load average ${loadavg()[0]?.toFixed(2)}: medians of ${rounds} rounds, empty database → a year of sales\n`,
    );
    console.log(
      '| call | requests/s | server CPU a request | PostgreSQL CPU a request | p99 | change (CPU) |',
    );
    console.log('| --- | --- | --- | --- | --- | --- |');
    for (const call of Object.keys(calls)) {
      const summary = (name: Side['name']) => {
        const runs = figures.get(`${call}\n${name}`) ?? [];
        if (runs.some((run) => run.failed > 0)) held = false;
        return {
          perSecond: median(runs.map((run) => run.perSecond)),
          cpu: median(runs.map((run) => run.serverMs + (kind === 'postgres' ? run.postgresMs : 0))),
          serverMs: median(runs.map((run) => run.serverMs)),
          postgresMs: median(runs.map((run) => run.postgresMs)),
          p99: median(runs.map((run) => run.p99)),
          failed: runs.reduce((sum, run) => sum + run.failed, 0),
        };
      };
      const [empty, year] = [summary('empty'), summary('year')];
      const change = year.cpu / empty.cpu - 1;
      const postgres =
        kind === 'postgres' ? `${empty.postgresMs.toFixed(2)} → ${year.postgresMs.toFixed(2)} ms` : '—';
      console.log(
        `| ${call} | ${call === 'check-in' ? `— (${checkInsPerRound.toLocaleString('en')} a round)` : `${Math.round(empty.perSecond)} → ${Math.round(year.perSecond)}`} | ${empty.serverMs.toFixed(2)} → ${year.serverMs.toFixed(2)} ms | ${postgres} | ${empty.p99} → ${year.p99} ms | ${(change * 100).toFixed(1)}% ${change <= targetChange ? '(within' : '(OVER'} ${targetChange * 100}%)${empty.failed + year.failed > 0 ? `, ${empty.failed + year.failed} failed` : ''} |`,
      );
    }
    for (const side of sides) {
      const [used] = await side.direct.query<{ count: number }>(
        `select count(*) as count from tickets where time_span_id = $1 and status = 'used'`,
        [side.checkInSpan],
      );
      const written = Number(used?.count);
      if (written !== side.checkedIn) {
        held = false;
        console.log(`${kind} ${side.name}: ${side.checkedIn} check-ins sent, ${written} written`);
      }
    }
    const yearSide = sides.find((side) => side.name === 'year');
    if (yearSide) await printPlans(kind, yearSide);
    return held;
  } finally {
    for (const side of sides) {
      await side.direct.close();
      await side.server.stop('SIGTERM');
    }
    if (kind === 'postgres')
      for (const name of Object.values(names)) await pgAdmin(`drop database if exists ${name}`);
    rmSync(tempDir, { recursive: true, force: true });
  }
}

/** Runs the year mode on each database of `BENCH_DATABASES`; false when a call failed. */
export async function benchYearOfSales(): Promise<boolean> {
  console.log(
    `Node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model ?? 'unknown'}), load average ${loadavg()[0]?.toFixed(2)}; ` +
      `${orderCount.toLocaleString('en')} orders in the year's database`,
  );
  let held = true;
  for (const kind of databases) held = (await benchKind(kind)) && held;
  return held;
}
