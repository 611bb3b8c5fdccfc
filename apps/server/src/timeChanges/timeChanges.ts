import {
  type PaymentMethodId,
  paymentFlowType,
  timeChangeFeePerTicket,
  waitingRoomActive,
  waitingRoomGates,
} from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import { productById } from '../catalog/catalog.ts';
import { offeredPaymentMethod, siteSettings } from '../catalog/site.ts';
import { requireOnSale } from '../catalog/slotOnSale.ts';
import { productSlot, setProductSlotOn, slotById } from '../catalog/slots.ts';
import { nowIso, nowMs, venueToday } from '../clock.ts';
import type { Database, TimeChangeTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { withFreshStock } from '../orders/holdExpiry.ts';
import { orderLines } from '../orders/orderLines.ts';
import {
  type CheckoutAnswer,
  checkoutAnswer,
  livePayment,
  providerPageMinutes,
  type StartedPayment,
  startPayment,
} from '../payments/checkout.ts';
import type { CallContext } from '../service/context.ts';
import { holdStock, settleTimeChange } from '../stock/holds.ts';
import { localized, venueDateTime } from '../text.ts';
import { type ReservationRow, reservationById, reservationOf } from '../tickets/reservationAccess.ts';
import { newToken } from '../tokens.ts';
import { requireAdmission } from '../waitingRoom/waitingRoom.ts';
import { changeableReservation, setTicketGroups } from './timeChangeAccess.ts';

type Trx = Transaction<Database>;

/** Payment statuses of a change's payment that is under way: the change waits for it. */
const underway = ['challenge', 'redirect', 'authorized'] as const;

/** Locks the reservation's row on PostgreSQL, so changes of one reservation run one after the other. */
async function lockReservation(ctx: CallContext, trx: Trx, reservationId: number): Promise<void> {
  if (ctx.db.dialect !== 'postgres') return;
  await trx.selectFrom('reservations').select('id').where('id', '=', reservationId).forUpdate().execute();
}

/**
 * The reservation's earlier pending change is replaced, unless its payment is under way ('waiting time
 * change exists').
 */
async function replaceWaitingChange(trx: Trx, reservationId: number): Promise<void> {
  const waiting = await trx
    .selectFrom('time_changes')
    .select('token')
    .where('reservation_id', '=', reservationId)
    .where('status', '=', 'pending')
    .execute();
  for (const { token } of waiting) {
    const paying = await trx
      .selectFrom('payments')
      .select('id')
      .where('time_change_token', '=', token)
      .where('status', 'in', underway)
      .executeTakeFirst();
    if (paying) throw new DomainError('timeChangeWaitingExists');
    await settleTimeChange(trx, token, 'cancelled');
  }
}

/** A reservation's coupons must cover the new date (spec 8's coupon errors at date change). */
async function checkCoupons(trx: Trx, orderId: number, date: string): Promise<void> {
  const coupons = await trx
    .selectFrom('order_coupons as oc')
    .innerJoin('coupons as c', 'c.id', 'oc.coupon_id')
    .select(['c.valid_from', 'c.valid_to'])
    .where('oc.order_id', '=', orderId)
    .execute();
  const today = venueToday().toString();
  for (const coupon of coupons) {
    if (coupon.valid_to < today) throw new DomainError('timeChangeCouponExpired');
    if (date < coupon.valid_from || date > coupon.valid_to) {
      throw new DomainError('couponOutOfCoverageDatesAtDateChange');
    }
  }
}

/**
 * What the change costs: the order's lines at today's prices less what was paid for them, never below 0
 * (a cheaper date refunds nothing), plus the site's fee per ticket (Time_Change_Fee). A reservation paid
 * with a payment method discount cannot take on a price difference, since that discount cannot be
 * applied to it again; the fee is charged whatever the reservation was paid with.
 */
async function priceDifference(
  trx: Trx,
  tenantId: string,
  reservation: ReservationRow,
  admissions: number,
): Promise<number> {
  const lines = await orderLines(trx, reservation.order_id);
  const now = lines.reduce(
    (total, line) =>
      total + line.quantity * (line.base_price + (line.kind === 'option' ? (line.add_cost ?? 0) : 0)),
    0,
  );
  const paid = lines.reduce((total, line) => total + line.quantity * line.unit_price, 0);
  const difference = Math.max(0, now - paid);
  if (difference > 0) {
    const method = await trx
      .selectFrom('payments as pay')
      .innerJoin('payment_methods as m', (join) =>
        join.onRef('m.method_id', '=', 'pay.method_id').onRef('m.tenant_id', '=', 'pay.tenant_id'),
      )
      .select('m.discount_type')
      .where('pay.order_id', '=', reservation.order_id)
      .where('pay.status', '=', 'succeeded')
      .where('pay.time_change_token', 'is', null)
      .executeTakeFirst();
    if (method?.discount_type) throw new DomainError('cannotChangeTicketPaymentMethodDiscount');
  }
  return difference + timeChangeFeePerTicket(await siteSettings(trx, tenantId)) * admissions;
}

/**
 * A change moves the reservation within its product, so while the site's waiting room is active, a change
 * of a product the room gates needs an admission pass like an order of it (`requireAdmission`, which
 * counts a use of the pass): without one, the gated stock could be taken without waiting.
 */
async function requireChangeAdmission(ctx: CallContext, reservationToken: string): Promise<void> {
  const room = ctx.tenant.waitingRoom;
  if (!waitingRoomActive(room, nowMs())) return;
  const reservation = await reservationOf(ctx.db.kysely, ctx.tenant.id, reservationToken);
  if (!waitingRoomGates(room, reservation.product_id)) return;
  const product = await productById(ctx.db.kysely, reservation.product_id);
  await requireAdmission(ctx, product.uuid);
}

/**
 * Asks to move a reservation to another slot of its product: holds the new slot's stock until the change
 * is paid (`checkoutTimeChange`). The waiting room's admission is asked first, before anything is written.
 */
export async function createTimeChange(
  ctx: CallContext,
  reservationToken: string,
  body: { lang: string; time_span_id: number; email: string },
) {
  await requireChangeAdmission(ctx, reservationToken);
  return holdTimeChange(ctx, reservationToken, body.time_span_id, body.lang, { email: body.email });
}

/**
 * Holds slot `timeSpanId` of the reservation's product for a change of its date, by the change's rules: a
 * reservation whose slot has not started and no ticket is used, a slot on sale with stock for every
 * admission and set product, coupons that cover the new date; an earlier pending change is replaced. A
 * `visitor`'s change proves the reservation by its address and costs the price difference and the site's
 * fee; the venue's own (the console's, `visitor` null) costs nothing. `alongside` runs in the hold's
 * transaction, so the hold is there exactly when what it writes is (the console's audit entry); it throws
 * to leave both out.
 */
export async function holdTimeChange(
  ctx: CallContext,
  reservationToken: string,
  timeSpanId: number,
  lang: string,
  visitor: { email: string } | null,
  alongside?: (trx: Trx) => Promise<void>,
) {
  return withFreshStock(ctx.db.kysely, ctx.tenant.id, async (trx) => {
    const { reservation, tickets, admissions } = await changeableReservation(
      trx,
      ctx.tenant.id,
      reservationToken,
    );
    await lockReservation(ctx, trx, reservation.id);
    if (visitor) {
      const email = visitor.email.trim().toLowerCase();
      if (email === '' || email !== reservation.email.toLowerCase()) {
        throw new DomainError('invalidEmailAddressInTimeChange');
      }
    }
    const span = await productSlot(trx, reservation.product_id, timeSpanId);
    if (span.id === reservation.time_span_id) throw new DomainError('invalidRequest');
    await requireOnSale(trx, span, await productById(trx, reservation.product_id));
    await checkCoupons(trx, reservation.order_id, span.date);
    const difference = visitor ? await priceDifference(trx, ctx.tenant.id, reservation, admissions) : 0;
    await replaceWaitingChange(trx, reservation.id);
    const token = newToken();
    const expiresAt = nowIso(ctx.holdMinutes * 60_000);
    await trx
      .insertInto('time_changes')
      .values({
        token,
        tenant_id: ctx.tenant.id,
        reservation_id: reservation.id,
        status: 'pending',
        new_time_span_id: span.id,
        previous_time_span_id: reservation.time_span_id,
        price_difference: difference,
        lang,
        created_at: nowIso(),
        expires_at: expiresAt,
      })
      .execute();
    const owner = { kind: 'time_change', token } as const;
    await holdStock(trx, owner, span.id, admissions);
    for (const set of setTicketGroups(tickets)) {
      const setSpan = await setProductSlotOn(trx, set.productId, span.date);
      if (!setSpan) throw new DomainError('timeChangeOutOfStock');
      // Set products already on that day's slot stay where they are.
      if (setSpan.id !== set.timeSpanId) await holdStock(trx, owner, setSpan.id, set.quantity);
    }
    await alongside?.(trx);
    return { timechange_token: token, expires_at: expiresAt };
  });
}

/** The tenant's time change of `token`; 'record not found' otherwise. */
export async function timeChangeOf(
  db: Kysely<Database> | Trx,
  tenantId: string,
  token: string,
  lock = false,
) {
  const change = await db
    .selectFrom('time_changes')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token', '=', token)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!change) throw new DomainError('recordNotFound');
  return change;
}

/** A pending change past its hold shows as expired before the next stock call releases it. */
const shownStatus = (change: TimeChangeTable) =>
  change.status === 'pending' && change.expires_at < nowIso() ? 'expired' : change.status;

async function slotOf(db: Kysely<Database>, timeSpanId: number) {
  const span = await slotById(db, timeSpanId);
  return {
    reservation_from: venueDateTime(span.date, span.start_time),
    reservation_to: venueDateTime(span.date, span.end_time),
  };
}

/** The tenant's time change of `token` as the visitor sees it: the slot it leaves and the one it asks for. */
export async function timeChangeView(db: Kysely<Database>, tenantId: string, token: string) {
  const change = await timeChangeOf(db, tenantId, token);
  const reservation = await reservationById(db, change.reservation_id);
  const product = await productById(db, reservation.product_id);
  return {
    timechange_token: change.token,
    reservation_token: reservation.token,
    status: shownStatus(change),
    expires_at: change.expires_at,
    product_name: localized(product.name, change.lang),
    quantity: reservation.quantity,
    current: await slotOf(db, change.previous_time_span_id ?? reservation.time_span_id),
    requested: await slotOf(db, change.new_time_span_id),
    price_difference: change.price_difference,
  };
}

/**
 * Confirms a pending change, paying its price difference with `methodId` (nothing to pay: no charge).
 * Idempotent: while its payment is under way or once it is done, a second call answers the same payment.
 */
export async function checkoutTimeChange(
  ctx: CallContext,
  token: string,
  methodId: PaymentMethodId,
  paymentToken: string | undefined,
): Promise<CheckoutAnswer> {
  const { db, tenant } = ctx;
  const started: StartedPayment = await db.kysely.transaction().execute(async (trx) => {
    const change = await timeChangeOf(trx, tenant.id, token, db.dialect === 'postgres');
    const existing = await livePayment(trx, { timeChangeToken: change.token });
    if (existing) return { payment: existing };
    if (shownStatus(change) !== 'pending') throw new DomainError('timeChangeStatusNotPending');
    const reservation = await trx
      .selectFrom('reservations')
      .select('order_id')
      .where('id', '=', change.reservation_id)
      .executeTakeFirstOrThrow();
    const free = change.price_difference === 0;
    if (!free) {
      await offeredPaymentMethod(trx, tenant.id, 'web', methodId);
      if (methodId === 'free') return { declined: true };
    }
    // Captured with the change completed in the same transaction: never charged without the change.
    return startPayment(trx, ctx, {
      orderId: reservation.order_id,
      timeChangeToken: change.token,
      methodId: free ? 'free' : methodId,
      flow: free ? 'free' : paymentFlowType(methodId),
      amount: change.price_difference,
      paymentToken,
      async recorded(waiting) {
        if (waiting) await extendTimeChange(trx, change.token);
      },
    });
  });
  return checkoutAnswer(ctx, started);
}

/** Keeps a change's hold while the visitor is on a provider page, however little of it was left. */
async function extendTimeChange(trx: Trx, token: string): Promise<void> {
  const until = nowIso(providerPageMinutes * 60_000);
  await trx
    .updateTable('time_changes')
    .set({ expires_at: until })
    .where('token', '=', token)
    .where('expires_at', '<', until)
    .execute();
}
