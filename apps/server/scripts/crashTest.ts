/**
 * Crash test (`pnpm test:crash`): starts the real server (src/main.ts) as a child process, on a temporary
 * SQLite file, or on PostgreSQL when DATABASE_URL is set (use a database of its own: the checks read all of
 * it). Clients buy tickets concurrently (create order, customer info, card checkout with the sandbox's
 * paying card, through the API client the storefront uses, which resends a checkout whose connection
 * dropped) while the server is killed with SIGKILL several times and restarted. The database is checked
 * twice: once the buyers have stopped, with the last server up and before anything is sent again (a payment
 * a crash left charged without tickets shows here); then again after every checkout that never got an
 * answer has been sent again, as a storefront still open would, and the server has stopped:
 *
 * - every checkout that answered `completed` has its reservation, with one ticket per ticket bought;
 * - every payment the sandbox provider authorized (status authorized or succeeded) has a completed order
 *   with its reservation and tickets, and every completed order has a captured payment;
 * - every slot has held + sold <= capacity, its held count equal to the holds of the orders holding it,
 *   and its sold count equal to its tickets (the seeded stock sells nothing: SEED_STOCK=open).
 *
 * Half the buyers pay on the demo site with the sandbox (its card authorizes in the checkout's own
 * transaction); the other half pay on BOC through a remote provider: the real Stripe adapter (`stripe`, a
 * `pm_card_visa` PaymentMethod) against a stand-in of Stripe's API that keeps its charges across the
 * server's deaths (stripeStandIn.ts, each request's shape checked by stripe-mock). Kills alternate between
 * a random instant and a cut of the next Stripe create: before Stripe charges, after it charged but before
 * it answered, and just after its answer (before the server records it). Half the remote checkouts left
 * without an answer are not sent again (their visitor left). After the resends, the server is
 * started once more when its open payments are past the reconciler's grace, and the reconciler settles them.
 * Then, for the remote provider:
 *
 * - every charge Stripe kept (not refunded) has its order completed with its tickets, and its payment
 *   recorded succeeded: 0 lost;
 * - no order has more than one charge kept: 0 double-charged;
 * - a charge given back in full has no tickets; no payment is left open; stripe-mock refused no request.
 *
 * Prints the numbers and exits 1 on any violation. Settings (environment): CRASH_ROUNDS (kills, 7),
 * CRASH_CLIENTS (concurrent buyers, 16), CRASH_UP_MS (longest a server lives before its kill, 8000).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, isApiError } from '@venue/ticket-core';
import { type Db, openDatabase } from '../src/db/connect.ts';
import { testCards } from '../src/payments/sandbox.ts';
import { freePort, type ServerProcess, sleep, startServerProcess } from './serverProcess.ts';
import { type KillPoint, startStripeStandIn } from './stripeStandIn.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 7);
const clients = Number(process.env.CRASH_CLIENTS ?? 16);
const upMs = Number(process.env.CRASH_UP_MS ?? 8000);
const databaseUrl = process.env.DATABASE_URL || null;
const tempDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'venue-crash-'));
const sqlitePath = tempDir ? join(tempDir, 'venue.sqlite') : '';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let server: ServerProcess | null = null;

/** Stripe's API as the remote provider of BOC's `stripe` method; fake test keys, for this run only. */
const stripe = await startStripeStandIn();
const stripeEnv = {
  STRIPE_API_BASE: stripe.url,
  STRIPE_SECRET_KEY_BOC: 'sk_test_crashTestNotARealKey',
  STRIPE_PUBLISHABLE_KEY_BOC: 'pk_test_crashTestNotARealKey',
  STRIPE_WEBHOOK_SECRET_BOC: 'whsec_crashTestNotARealSecret',
};

/** Starts src/main.ts on the port and waits until it is ready. */
async function startServer(): Promise<void> {
  server = await startServerProcess(port, {
    DATABASE_URL: databaseUrl ?? '',
    SQLITE_PATH: sqlitePath,
    ...stripeEnv,
  });
}

async function killServer(signal: NodeJS.Signals): Promise<void> {
  await server?.stop(signal);
  server = null;
}

// biome-ignore lint/suspicious/noExplicitAny: the script reads a few fields of answers the server tests type-check.
async function json(path: string): Promise<any> {
  const response = await fetch(`${base}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

/** How a buyer pays: the sandbox's card on demo, or Stripe (a remote provider) on BOC. */
const payers = {
  sandbox: {
    site: 'demo',
    api: createApiClient({ root: `${base}/demo/api/v1` }),
    body: { payment_method_type: 'gmo', payment_token: testCards.success },
  },
  remote: {
    site: 'boc',
    api: createApiClient({ root: `${base}/boc/api/v1` }),
    body: { payment_method_type: 'stripe', payment_token: 'pm_card_visa' },
  },
} as const;
type Payer = keyof typeof payers;

interface Slot {
  uuid: string;
  spanId: number;
  optionId: number;
}

/** 16 slots of a site's first product (two a day): the run sells some of them out. */
async function pickSlots(site: string): Promise<Slot[]> {
  const [product] = await json(`/${site}/api/v1/products?lang=en`);
  const slots: Slot[] = [];
  for (let days = 2; slots.length < 16 && days < 60; days += 1) {
    const date = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const stock = await json(
      `/${site}/api/v1/products/stocks?date=${date}&product_id=${product.uuid}&lang=en`,
    );
    for (const span of stock.time_spans.slice(0, 2)) {
      slots.push({ uuid: product.uuid, spanId: span.time_span_id, optionId: span.options[0].id });
    }
  }
  return slots;
}

type Checkout = 'completed' | 'refused' | 'no answer';

interface Purchase {
  payer: Payer;
  orderToken: string;
  quantity: number;
  checkout?: Checkout;
  reservationToken?: string;
  /** The checkout had no answer and was sent again after the last start. */
  resent?: boolean;
}

const counts = {
  ordersAsked: 0,
  ordersRefused: 0,
  ordersUnanswered: 0,
  infoUnanswered: 0,
  checkoutsCompleted: 0,
  checkoutsRefused: 0,
  checkoutsUnanswered: 0,
};
const purchases: Purchase[] = [];

const noAnswer = (error: unknown) => isApiError(error) && error.kind === 'connection';

async function checkout(purchase: Purchase): Promise<void> {
  try {
    const answer = await payers[purchase.payer].api.checkout({
      params: { token: purchase.orderToken },
      body: payers[purchase.payer].body,
    });
    if (answer.result !== 'completed') throw new Error(`unexpected checkout answer ${answer.result}`);
    purchase.checkout = 'completed';
    purchase.reservationToken = answer.reservation_token;
  } catch (error) {
    if (!isApiError(error)) throw error;
    purchase.checkout = noAnswer(error) ? 'no answer' : 'refused';
  }
}

/** One buyer: buys again and again until `running.stop`, riding out the server's deaths. */
async function buyer(payer: Payer, slots: Slot[], running: { stop: boolean }): Promise<void> {
  const { api } = payers[payer];
  while (!running.stop) {
    const slot = slots[Math.floor(Math.random() * slots.length)] as Slot;
    const quantity = 1 + Math.floor(Math.random() * 3);
    counts.ordersAsked += 1;
    let orderToken: string;
    try {
      const created = await api.createOrder({
        body: {
          lang: 'en',
          option_values: [{ option_value_id: slot.optionId, quantity }],
          product_uuid: slot.uuid,
          quantity,
          set_products: [],
          time_span_id: slot.spanId,
        },
      });
      orderToken = created.order_token;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (noAnswer(error)) {
        counts.ordersUnanswered += 1;
        await sleep(200);
      } else counts.ordersRefused += 1;
      continue;
    }
    try {
      await api.sendOrderMail({
        params: { token: orderToken },
        body: { lang: 'en', contents: { email: 'crash@example.com', fullname: 'Crash Test' } },
      });
    } catch (error) {
      if (!isApiError(error) || !noAnswer(error)) throw error;
      counts.infoUnanswered += 1;
      await sleep(200);
      continue;
    }
    const purchase: Purchase = { payer, orderToken, quantity };
    purchases.push(purchase);
    await checkout(purchase);
  }
}

const started = Date.now();
console.log(
  `Crash test on ${databaseUrl ? 'PostgreSQL' : `SQLite (${sqlitePath})`}: ${clients} buyers, ${rounds} kills`,
);
await startServer();
const slotsOf = { sandbox: await pickSlots('demo'), remote: await pickSlots('boc') };
const running = { stop: false };
const restartMs: number[] = [];
const buyers = Array.from({ length: clients }, (_, index) => {
  const payer: Payer = index % 2 === 0 ? 'sandbox' : 'remote';
  return buyer(payer, slotsOf[payer], running);
});
/** Where each round kills: at a random instant, or cutting a Stripe create at one of its points. */
const killPoints: (KillPoint | 'random')[] = ['before charge', 'after charge', 'after answer', 'random'];
const kills: Record<string, number> = {};
for (let round = 1; round <= rounds; round += 1) {
  await sleep(upMs / 2 + Math.random() * (upMs / 2));
  const before = purchases.length;
  let point = killPoints[(round - 1) % killPoints.length] ?? 'random';
  if (point === 'random') await killServer('SIGKILL');
  else {
    const cut = stripe.armKill(point, () => killServer('SIGKILL'));
    const inTime = await Promise.race([cut.then(() => true), sleep(upMs).then(() => false)]);
    if (!inTime) {
      stripe.disarm();
      await killServer('SIGKILL');
      point = 'random';
    }
  }
  kills[point] = (kills[point] ?? 0) + 1;
  console.log(`kill -9 #${round} (${point}) after ${before} checkouts started`);
  await sleep(300);
  const restarting = Date.now();
  await startServer();
  restartMs.push(Date.now() - restarting);
}
await sleep(upMs / 2);
running.stop = true;
await Promise.all(buyers);

/** Checks the database now; answers the violations found and the numbers to print. */
async function check(db: Db) {
  const violations: string[] = [];
  // Every completed checkout has its reservation and tickets.
  const ticketsOf = async (orderToken: string) => {
    const row = await db.kysely
      .selectFrom('orders as o')
      .leftJoin('reservations as r', 'r.order_id', 'o.id')
      .select((eb) => [
        'o.status',
        'r.token',
        eb
          .selectFrom('tickets as t')
          .whereRef('t.reservation_id', '=', 'r.id')
          .select(eb.fn.countAll<number>().as('n'))
          .as('tickets'),
      ])
      .where('o.token', '=', orderToken)
      .executeTakeFirst();
    return row && { status: row.status, token: row.token, tickets: Number(row.tickets ?? 0) };
  };
  for (const purchase of purchases.filter((entry) => entry.checkout === 'completed')) {
    const found = await ticketsOf(purchase.orderToken);
    if (found?.status !== 'completed' || found.token !== purchase.reservationToken)
      violations.push(
        `checkout of ${purchase.orderToken} answered completed, but the order is ${found?.status}`,
      );
    else if (found.tickets !== purchase.quantity)
      violations.push(
        `order ${purchase.orderToken}: ${found.tickets} tickets for ${purchase.quantity} bought`,
      );
  }
  // Checkouts whose answer was lost to a kill although the server had completed them (the client's
  // resend answers them); and those the server never completed (the resend pays them).
  let paidUnanswered = 0;
  for (const purchase of purchases.filter((entry) => entry.checkout === 'no answer')) {
    if ((await ticketsOf(purchase.orderToken))?.status === 'completed') paidUnanswered += 1;
  }

  // Every payment the provider authorized ended with tickets; every completed order was paid.
  const payments = await db.kysely
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('reservations as r', 'r.order_id', 'o.id')
    .select((eb) => [
      'p.reference',
      'p.status',
      'o.status as order_status',
      'r.id as reservation_id',
      eb
        .selectFrom('tickets as t')
        .whereRef('t.reservation_id', '=', 'r.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('tickets'),
      eb
        .selectFrom('order_lines as l')
        .whereRef('l.order_id', '=', 'o.id')
        .select((sub) => sub.fn.sum<number>('l.quantity').as('n'))
        .as('bought'),
    ])
    .execute();
  const paymentStatuses: Record<string, number> = {};
  for (const payment of payments) {
    paymentStatuses[payment.status] = (paymentStatuses[payment.status] ?? 0) + 1;
    if (payment.status !== 'authorized' && payment.status !== 'succeeded') continue;
    if (payment.order_status !== 'completed' || payment.reservation_id === null)
      violations.push(`payment ${payment.reference} was charged; its order is ${payment.order_status}`);
    else if (Number(payment.tickets) !== Number(payment.bought))
      violations.push(
        `payment ${payment.reference}: ${payment.tickets} tickets for ${payment.bought} bought`,
      );
  }
  const orderStatuses = await db.kysely
    .selectFrom('orders')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute();
  const unpaid = await db.kysely
    .selectFrom('orders as o')
    .select('o.token')
    .where('o.status', '=', 'completed')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('payments as p')
            .select('p.id')
            .whereRef('p.order_id', '=', 'o.id')
            .where('p.status', '=', 'succeeded'),
        ),
      ),
    )
    .execute();
  for (const order of unpaid) violations.push(`order ${order.token} is completed without a captured payment`);

  // Stock: never oversold, held and sold counts matching the holds and tickets.
  const spans = await db.kysely
    .selectFrom('time_spans as s')
    .select((eb) => [
      's.id',
      's.capacity',
      's.held',
      's.sold',
      eb
        .selectFrom('holds as h')
        .whereRef('h.time_span_id', '=', 's.id')
        .select((sub) => sub.fn.sum<number>('h.quantity').as('n'))
        .as('holds'),
      eb
        .selectFrom('tickets as t')
        .whereRef('t.time_span_id', '=', 's.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('tickets'),
    ])
    .where((eb) =>
      eb.or([
        eb('s.held', '!=', 0),
        eb('s.sold', '!=', 0),
        eb.exists(eb.selectFrom('tickets as t').select('t.id').whereRef('t.time_span_id', '=', 's.id')),
      ]),
    )
    .execute();
  let soldOut = 0;
  for (const span of spans) {
    const held = Number(span.held);
    const sold = Number(span.sold);
    const holds = Number(span.holds ?? 0);
    if (held < 0 || sold < 0 || held + sold > span.capacity)
      violations.push(`slot ${span.id}: held ${held} + sold ${sold} > capacity ${span.capacity}`);
    if (held !== holds) violations.push(`slot ${span.id}: held ${held}, but its orders hold ${holds}`);
    if (sold !== Number(span.tickets))
      violations.push(`slot ${span.id}: sold ${sold}, but it has ${span.tickets} tickets`);
    if (held + sold === span.capacity) soldOut += 1;
  }
  return {
    violations,
    unansweredCheckoutsAlreadyCompleted: paidUnanswered,
    payments: paymentStatuses,
    orders: Object.fromEntries(orderStatuses.map((row) => [row.status, Number(row.n)])),
    slots: { touched: spans.length, full: soldOut },
  };
}

// First with the last server up and idle, before anything is sent again: a payment left charged by a
// crash would show here, as nothing has completed it yet.
const db = await openDatabase({ url: databaseUrl, sqlitePath });
const afterCrashes = await check(db);

// What a storefront still open does with a checkout whose answer never came: it sends it again.
// Half the remote ones are not: their visitor closed the page, and only the reconciler settles them.
const unanswered = purchases.filter((purchase) => purchase.checkout === 'no answer');
const abandoned = new Set(
  unanswered.filter((purchase) => purchase.payer === 'remote').filter((_, i) => i % 2 === 0),
);
for (const purchase of unanswered.filter((entry) => !abandoned.has(entry))) {
  purchase.resent = true;
  await checkout(purchase);
}

/** Remote payments still open (pending, waiting, authorized), and when the youngest was made. */
async function openRemote() {
  const open = await db.kysely
    .selectFrom('payments')
    .select(['created_at'])
    .where('provider', '!=', 'sandbox')
    .where('status', 'in', ['pending', 'challenge', 'redirect', 'authorized'])
    .execute();
  return {
    count: open.length,
    youngest: open
      .map((row) => Date.parse(row.created_at))
      .sort()
      .at(-1),
  };
}
// The reconciler asks about payments open for over its grace (a minute) at start and every minute: once
// the youngest is past it, a restart reconciles them all at once.
const openBefore = await openRemote();
if (openBefore.youngest !== undefined) {
  await sleep(Math.max(0, openBefore.youngest + 65_000 - Date.now()));
  await killServer('SIGTERM');
  await startServer();
  const deadline = Date.now() + 60_000;
  while ((await openRemote()).count > 0 && Date.now() < deadline) await sleep(500);
}
const openAfter = await openRemote();
await killServer('SIGTERM');
const afterResending = await check(db);

/** The remote provider's charges against the database, once reconciled. */
async function checkRemote() {
  const violations: string[] = [];
  const rows = await db.kysely
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('reservations as r', 'r.order_id', 'o.id')
    .select((eb) => [
      'p.reference',
      'p.status',
      'p.order_id',
      'o.status as order_status',
      eb
        .selectFrom('tickets as t')
        .whereRef('t.reservation_id', '=', 'r.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('tickets'),
      eb
        .selectFrom('order_lines as l')
        .whereRef('l.order_id', '=', 'o.id')
        .select((sub) => sub.fn.sum<number>('l.quantity').as('n'))
        .as('bought'),
    ])
    .where('p.provider', '=', 'stripe')
    .execute();
  const byReference = new Map(rows.map((row) => [row.reference, row]));
  const keptByOrder = new Map<number, number>();
  let charged = 0;
  let refundedInFull = 0;
  let lost = 0;
  for (const intent of stripe.intents.values()) {
    charged += 1;
    const payment = byReference.get(intent.reference);
    const kept = intent.amount - intent.refunded;
    if (!payment) {
      lost += 1;
      violations.push(`Stripe charged ${intent.id} for a payment the database does not have`);
      continue;
    }
    if (kept === 0) {
      refundedInFull += 1;
      if (payment.order_status === 'completed')
        violations.push(`charge ${intent.id} was refunded, yet its order is completed`);
      continue;
    }
    keptByOrder.set(payment.order_id, (keptByOrder.get(payment.order_id) ?? 0) + 1);
    if (
      payment.status !== 'succeeded' ||
      payment.order_status !== 'completed' ||
      Number(payment.tickets) !== Number(payment.bought)
    ) {
      lost += 1;
      violations.push(
        `charge ${intent.id} kept: payment ${payment.status}, order ${payment.order_status}, ${payment.tickets} of ${payment.bought} tickets`,
      );
    }
  }
  const doubleCharged = [...keptByOrder.values()].filter((n) => n > 1).length;
  if (doubleCharged > 0) violations.push(`${doubleCharged} orders charged more than once`);
  const chargedRefs = new Set([...stripe.intents.values()].map((intent) => intent.reference));
  for (const row of rows)
    if (row.status === 'succeeded' && !chargedRefs.has(row.reference))
      violations.push(`payment ${row.reference} is succeeded without a charge at Stripe`);
  if (openAfter.count > 0) violations.push(`${openAfter.count} remote payments left open after reconciling`);
  for (const request of stripe.refused) violations.push(`stripe-mock refused ${request}`);
  const statuses: Record<string, number> = {};
  for (const row of rows) statuses[row.status] = (statuses[row.status] ?? 0) + 1;
  return {
    violations,
    charges: charged,
    refundedInFull,
    lost,
    doubleCharged,
    openBeforeReconciling: openBefore.count,
    openAfterReconciling: openAfter.count,
    payments: statuses,
  };
}
const remote = await checkRemote();
await stripe.stop();
await db.kysely.destroy();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });

for (const purchase of purchases) {
  if (purchase.checkout === 'completed') counts.checkoutsCompleted += 1;
  else if (purchase.checkout === 'refused') counts.checkoutsRefused += 1;
  else counts.checkoutsUnanswered += 1;
}
const resent = purchases.filter((purchase) => purchase.resent);
const violations = [...afterCrashes.violations, ...afterResending.violations, ...remote.violations];
console.log(
  JSON.stringify(
    {
      database: db.dialect,
      buyers: clients,
      kills,
      restartSeconds: restartMs.map((ms) => Math.round(ms / 100) / 10),
      seconds: Math.round((Date.now() - started) / 1000),
      orders: {
        asked: counts.ordersAsked,
        refused: counts.ordersRefused,
        unanswered: counts.ordersUnanswered,
        infoUnanswered: counts.infoUnanswered,
      },
      checkouts: {
        sent: purchases.length,
        completed: counts.checkoutsCompleted,
        refused: counts.checkoutsRefused,
        unansweredEvenAfterResending: counts.checkoutsUnanswered,
        unansweredThenResentAfterTheLastStart: resent.length,
        unansweredLeftToTheReconciler: abandoned.size,
        completedWhenResent: resent.filter((purchase) => purchase.checkout === 'completed').length,
      },
      afterCrashes: { ...afterCrashes, violations: afterCrashes.violations.length },
      afterResending: { ...afterResending, violations: afterResending.violations.length },
      remoteProvider: { ...remote, violations: remote.violations.length },
      remoteCheckouts: {
        sent: purchases.filter((purchase) => purchase.payer === 'remote').length,
        completed: purchases.filter((p) => p.payer === 'remote' && p.checkout === 'completed').length,
      },
    },
    null,
    2,
  ),
);
for (const violation of violations.slice(0, 20)) console.log(`VIOLATION ${violation}`);
process.exit(violations.length === 0 ? 0 : 1);
