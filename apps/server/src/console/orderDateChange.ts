import { CalendarDate, endOfMonth } from '@internationalized/date';
import type { Answer, Body, LanguageCode } from '@venue/ticket-core';
import { slotById } from '../catalog/slots.ts';
import { venueToday } from '../clock.ts';
import { crashPoint } from '../crashPoints.ts';
import type { StaffCallContext } from '../service/context.ts';
import { recordAudit } from '../staff/audit.ts';
import { venueDateTime } from '../text.ts';
import { changeDateDayStock, changeDateStocks } from '../timeChanges/changeDateStocks.ts';
import { checkoutTimeChange, holdTimeChange } from '../timeChanges/timeChanges.ts';
import { earlierAnswer, requireVersion, withdrawAudit } from './orderActions.ts';
import { venueOrder } from './orderPage.ts';
import { paidReservation } from './paidOrder.ts';

type DateChangeAnswer = Answer<'changeConsoleOrderDate'>;

/** The slots of `date` the venue's paid order can move to, as the visitor's date change shows them. */
export async function orderChangeDayStock(
  ctx: StaffCallContext,
  orderId: number,
  query: { date: string; lang: LanguageCode },
) {
  const db = ctx.db.kysely;
  const reservation = await paidReservation(db, await venueOrder(ctx, orderId));
  return changeDateDayStock(db, ctx.tenant.id, reservation.token, query);
}

/**
 * The days of `month` (yyyy-MM) the venue's paid order can move to: the stock records of its product, each
 * day's status decided for its tickets as the visitor's date change decides it (`changeDateStocks`: sold
 * out where no slot has room for all of them), with today at the venue.
 */
export async function orderChangeMonthStock(ctx: StaffCallContext, orderId: number, month: string) {
  const db = ctx.db.kysely;
  const reservation = await paidReservation(db, await venueOrder(ctx, orderId));
  const [year, monthNumber] = month.split('-').map(Number);
  const first = new CalendarDate(year ?? 0, monthNumber ?? 0, 1);
  const days = await changeDateStocks(
    db,
    ctx.tenant.id,
    reservation.token,
    first.toString(),
    endOfMonth(first).toString(),
  );
  return { month, today: venueToday().toString(), days };
}

const slotTimes = async (ctx: StaffCallContext, timeSpanId: number) => {
  const slot = await slotById(ctx.db.kysely, timeSpanId);
  return {
    time_span_id: slot.id,
    start_at: venueDateTime(slot.date, slot.start_time),
    end_at: venueDateTime(slot.date, slot.end_time),
  };
};

/** Thrown in the hold's transaction, rolling it back, when the same request claimed its audit entry first. */
class ClaimedFirst extends Error {}

/**
 * Completes the change request `requestId` held for order `orderId`, as a free change: the last of the
 * order's changes to the entry's slot made by the entry's time (held in its transaction). Done already, it
 * is left as it is; its hold run out or replaced by another change, the entry is taken back ('time change
 * status not pending'), so the change may be asked for again.
 */
async function completeHeldChange(ctx: StaffCallContext, orderId: number, requestId: string): Promise<void> {
  const db = ctx.db.kysely;
  const entry = await db
    .selectFrom('audit_log')
    .select(['after', 'created_at'])
    .where('tenant_id', '=', ctx.tenant.id)
    .where('request_id', '=', requestId)
    .executeTakeFirstOrThrow();
  const { time_span_id: timeSpanId } = JSON.parse(entry.after ?? '{}') as { time_span_id: number };
  const change = await db
    .selectFrom('time_changes')
    .innerJoin('reservations', 'reservations.id', 'time_changes.reservation_id')
    .select(['time_changes.token', 'time_changes.status'])
    .where('reservations.order_id', '=', orderId)
    .where('time_changes.new_time_span_id', '=', timeSpanId)
    .where('time_changes.created_at', '<=', entry.created_at)
    .orderBy('time_changes.created_at', 'desc')
    .executeTakeFirst();
  // An entry older than its change (claimed before the hold, as entries once were): done.
  if (!change || change.status === 'completed') return;
  try {
    await checkoutTimeChange(ctx, change.token, 'free', undefined);
  } catch (failure) {
    await withdrawAudit(ctx, requestId);
    throw failure;
  }
}

/**
 * Moves the venue's paid order to slot `time_span_id` of its product for the visitor, at no cost: the
 * visitor's date change (`holdTimeChange`, by its rules: not started, no ticket used, the slot on sale with
 * stock, coupons covering the day), its fee and price difference waived, then completed as a free change,
 * which moves the stock and the tickets and mails the visitor. Asked with the page's version and done once
 * per request id, as every console action; the audit entry notes the slot before and after. The entry is
 * claimed in the hold's transaction, so a crash between the hold and the completion leaves both or
 * neither: the same request sent again completes the held change (`completeHeldChange`) before it answers
 * as done, and one sent twice at once holds once and completes once.
 */
export async function changeOrderDate(
  ctx: StaffCallContext,
  orderId: number,
  body: Body<'changeConsoleOrderDate'>,
): Promise<DateChangeAnswer> {
  const { version, request_id: requestId, time_span_id: timeSpanId } = body;
  const db = ctx.db.kysely;
  const order = await venueOrder(ctx, orderId);
  const earlier = await earlierAnswer(ctx, orderId, 'order.changeDate', requestId);
  if (earlier) {
    await completeHeldChange(ctx, order.id, requestId);
    return { start_at: String(earlier.start_at), end_at: String(earlier.end_at), replayed: true };
  }
  await requireVersion(db, order, version);
  const reservation = await paidReservation(db, order);
  const [before, after] = [await slotTimes(ctx, order.time_span_id), await slotTimes(ctx, timeSpanId)];
  const claim = async (trx: Parameters<typeof recordAudit>[0]) => {
    const claimed = await recordAudit(trx, {
      tenantId: ctx.tenant.id,
      staff: ctx.staff,
      action: 'order.changeDate',
      target: { kind: 'order', id: order.id },
      before,
      after,
      requestId,
    });
    if (!claimed) throw new ClaimedFirst();
  };
  try {
    await holdTimeChange(ctx, reservation.token, timeSpanId, order.lang, null, claim);
  } catch (failure) {
    if (failure instanceof ClaimedFirst) return changeOrderDate(ctx, orderId, body);
    throw failure;
  }
  await crashPoint('console date change');
  await completeHeldChange(ctx, order.id, requestId);
  return { start_at: after.start_at, end_at: after.end_at, replayed: false };
}
