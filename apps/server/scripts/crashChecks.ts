/**
 * The crash test's checks of the database (scripts/crashTest.ts): what every answered checkout (of web and
 * spot orders alike), every charged payment and every slot must show after the server's deaths, and, for
 * the remote provider, every charge its stand-in kept.
 */
import type { Db } from '../src/db/connect.ts';
import type { Purchase } from './crashBuyers.ts';
import type { StripeStandIn } from './stripeStandIn.ts';

/**
 * Every payment with its order's status, and the tickets of the order's reservation beside the tickets
 * bought (the quantities of its lines).
 */
function paymentsWithTickets(db: Db) {
  return db.kysely
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .leftJoin('reservations as r', 'r.order_id', 'o.id')
    .select((eb) => [
      'p.reference',
      'p.status',
      'p.provider',
      'p.order_id',
      'p.time_change_token',
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
}

/** An order's status, channel, reservation token and tickets, by its token. */
async function ticketsOf(db: Db, orderToken: string) {
  const row = await db.kysely
    .selectFrom('orders as o')
    .leftJoin('reservations as r', 'r.order_id', 'o.id')
    .select((eb) => [
      'o.status',
      'o.channel',
      'r.token',
      eb
        .selectFrom('tickets as t')
        .whereRef('t.reservation_id', '=', 'r.id')
        .select(eb.fn.countAll<number>().as('n'))
        .as('tickets'),
    ])
    .where('o.token', '=', orderToken)
    .executeTakeFirst();
  return (
    row && { status: row.status, channel: row.channel, token: row.token, tickets: Number(row.tickets ?? 0) }
  );
}

const counted = (rows: { status: string }[]) => {
  const byStatus: Record<string, number> = {};
  for (const row of rows) byStatus[row.status] = (byStatus[row.status] ?? 0) + 1;
  return byStatus;
};

/**
 * Checks the database now: every checkout that answered completed has its reservation and tickets; every
 * payment its provider authorized has its order (or date change) completed with its tickets, and none is
 * charged twice; every completed order and date change was paid; every slot has held + sold <= capacity,
 * its held count equal to its holds and its sold count to its tickets. Answers the violations and the
 * numbers to print.
 */
export async function checkDatabase(db: Db, purchases: readonly Purchase[]) {
  const violations: string[] = [];
  for (const purchase of purchases.filter((entry) => entry.checkout === 'completed')) {
    const found = await ticketsOf(db, purchase.orderToken);
    if (found && found.channel !== (purchase.payer === 'spot' ? 'spot' : 'web'))
      violations.push(`order ${purchase.orderToken} of a ${purchase.payer} buyer is on ${found.channel}`);
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
  // resend answers them); the others the server never completed (the resend pays them).
  let paidUnanswered = 0;
  for (const purchase of purchases.filter((entry) => entry.checkout === 'no answer')) {
    if ((await ticketsOf(db, purchase.orderToken))?.status === 'completed') paidUnanswered += 1;
  }

  const payments = await paymentsWithTickets(db);
  const chargesOf = new Map<string, number>();
  for (const payment of payments) {
    if (payment.status !== 'authorized' && payment.status !== 'succeeded') continue;
    const paysFor = payment.time_change_token ?? `order ${payment.order_id}`;
    chargesOf.set(paysFor, (chargesOf.get(paysFor) ?? 0) + 1);
    if (payment.order_status !== 'completed' || payment.reservation_id === null)
      violations.push(`payment ${payment.reference} was charged; its order is ${payment.order_status}`);
    else if (Number(payment.tickets) !== Number(payment.bought))
      violations.push(
        `payment ${payment.reference}: ${payment.tickets} tickets for ${payment.bought} bought`,
      );
  }
  const doubleCharged = [...chargesOf.values()].filter((n) => n > 1).length;
  if (doubleCharged > 0) violations.push(`${doubleCharged} orders or date changes charged more than once`);
  const paidTimeChanges = new Set(
    payments.filter((payment) => payment.status === 'succeeded').map((payment) => payment.time_change_token),
  );
  const timeChanges = await db.kysely.selectFrom('time_changes').select(['token', 'status']).execute();
  for (const change of timeChanges) {
    if (change.status === 'completed' && !paidTimeChanges.has(change.token))
      violations.push(`date change ${change.token} is completed without a captured payment`);
  }
  for (const token of paidTimeChanges) {
    const change = timeChanges.find((entry) => entry.token === token);
    if (token !== null && change?.status !== 'completed')
      violations.push(`date change ${token} was paid; it is ${change?.status}`);
  }
  const orderStatuses = await db.kysely
    .selectFrom('orders')
    .select(['channel', 'status', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy(['channel', 'status'])
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
            .where('p.time_change_token', 'is', null)
            .where('p.status', '=', 'succeeded'),
        ),
      ),
    )
    .execute();
  for (const order of unpaid) violations.push(`order ${order.token} is completed without a captured payment`);

  const stock = await checkStock(db);
  return {
    violations: [...violations, ...stock.violations],
    unansweredCheckoutsAlreadyCompleted: paidUnanswered,
    payments: counted(payments),
    doubleCharged,
    timeChanges: counted(timeChanges),
    orders: Object.fromEntries(orderStatuses.map((row) => [`${row.channel} ${row.status}`, Number(row.n)])),
    slots: stock.slots,
  };
}

/** Stock: never oversold, held and sold counts matching the holds and tickets. */
async function checkStock(db: Db) {
  const violations: string[] = [];
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
  let full = 0;
  for (const span of spans) {
    const held = Number(span.held);
    const sold = Number(span.sold);
    const holds = Number(span.holds ?? 0);
    if (held < 0 || sold < 0 || held + sold > span.capacity)
      violations.push(`slot ${span.id}: held ${held} + sold ${sold} > capacity ${span.capacity}`);
    if (held !== holds) violations.push(`slot ${span.id}: held ${held}, but its orders hold ${holds}`);
    if (sold !== Number(span.tickets))
      violations.push(`slot ${span.id}: sold ${sold}, but it has ${span.tickets} tickets`);
    if (held + sold === span.capacity) full += 1;
  }
  return { violations, slots: { touched: spans.length, full } };
}

/**
 * The remote provider's charges (the stand-in's record) against the database, once reconciled: every
 * charge kept has its payment succeeded and its order completed with its tickets (else lost), no order
 * has two charges kept, a charge refunded in full has no tickets, every succeeded payment has a charge,
 * no remote payment is left open (`openAfter`), and stripe-mock refused no request.
 */
export async function checkRemote(db: Db, stripe: StripeStandIn, openAfter: number) {
  const violations: string[] = [];
  const rows = (await paymentsWithTickets(db)).filter((row) => row.provider === 'stripe');
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
  if (openAfter > 0) violations.push(`${openAfter} remote payments left open after reconciling`);
  for (const request of stripe.refused) violations.push(`stripe-mock refused ${request}`);
  return { violations, charges: charged, refundedInFull, lost, doubleCharged, payments: counted(rows) };
}
