import { checkInWindow } from '@venue/ticket-core';
import { nowIso, nowMs } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import type { CallContext } from '../service/context.ts';
import { heldSlots } from '../stock/holds.ts';
import { requireStatus, withOrder } from './orderAccess.ts';

/**
 * The visitor's one extension of an unpaid order's hold (`POST /orders/{token}/extend`). The order must
 * still hold its stock (a lapsed hold answers 'session_timeout', its stock already given back), its slot
 * must still be on sale and its tickets still held; `expires_at` then becomes a full hold from now.
 */
export async function extendOrderHold(ctx: CallContext, token: string) {
  return withOrder(ctx.db, ctx.tenant.id, token, async (trx, order) => {
    requireStatus(order, ['created', 'ready_checkout']);
    if (order.hold_extended !== 0) throw new DomainError('holdAlreadyExtended');
    const span = await trx
      .selectFrom('time_spans as t')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select(['t.date', 't.start_time', 't.end_time', 'p.sale_type'])
      .where('t.id', '=', order.time_span_id)
      .executeTakeFirstOrThrow();
    if (checkInWindow(span, span.sale_type).closes < nowMs()) throw new DomainError('ticketNotOnSale');
    const held = (await heldSlots(trx, { kind: 'order', id: order.id }))
      .filter((slot) => slot.time_span_id === order.time_span_id)
      .reduce((total, slot) => total + slot.quantity, 0);
    if (held < order.quantity) throw new DomainError('outOfStock');
    const expiresAt = nowIso(ctx.holdMinutes * 60_000);
    await trx
      .updateTable('orders')
      .set({ expires_at: expiresAt, hold_extended: 1 })
      .where('id', '=', order.id)
      .execute();
    return { order_token: order.token, expires_at: expiresAt };
  });
}
