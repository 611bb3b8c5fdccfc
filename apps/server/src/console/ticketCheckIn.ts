import type { Answer, Body } from '@venue/ticket-core';
import { DomainError } from '../domainError.ts';
import type { StaffCallContext } from '../service/context.ts';
import { recordAudit } from '../staff/audit.ts';
import { checkInTicket } from '../tickets/checkIn.ts';
import { earlierAnswer, requireVersion, withdrawAudit } from './orderActions.ts';
import { venueOrder } from './orderPage.ts';
import { paidReservation } from './paidOrder.ts';

/**
 * Checks a ticket of the venue's paid order in by hand, by the gate's own rule (`checkInTicket`: once,
 * within its check-in window, never a cancelled ticket). Answers the ticket's status: `success` when it is
 * checked in now (noted in the audit log), otherwise why not (`invalid_time`, `invalid`); 'ticket already
 * used' for one checked in before. Done once per request id, refused for a page out of date.
 */
export async function checkInByHand(
  ctx: StaffCallContext,
  orderId: number,
  ticketId: number,
  { version, request_id: requestId }: Body<'checkInConsoleTicket'>,
): Promise<Answer<'checkInConsoleTicket'>> {
  const db = ctx.db.kysely;
  const order = await venueOrder(ctx, orderId);
  const earlier = await earlierAnswer(ctx, orderId, 'ticket.checkIn', requestId);
  if (earlier) return { id: Number(earlier.id), status: 'success', replayed: true };
  await requireVersion(db, order, version);
  const reservation = await paidReservation(db, order);
  const ticket = await db
    .selectFrom('tickets')
    .select(['id', 'kind', 'status'])
    .where('id', '=', ticketId)
    .where('reservation_id', '=', reservation.id)
    .executeTakeFirst();
  if (!ticket) throw new DomainError('ticketNotFound');
  const claimed = await recordAudit(db, {
    tenantId: ctx.tenant.id,
    staff: ctx.staff,
    action: 'ticket.checkIn',
    target: { kind: 'order', id: order.id },
    before: { id: ticket.id, status: ticket.status },
    after: { id: ticket.id, status: 'used' },
    requestId,
  });
  if (!claimed) return checkInByHand(ctx, orderId, ticketId, { version, request_id: requestId });
  const checked = await checkInTicket(db, ctx.tenant.id, ticket.id, {
    reservation_token: reservation.token,
    type: ticket.kind,
  }).catch(async (failure: unknown) => {
    await withdrawAudit(ctx, requestId);
    throw failure;
  });
  if (checked.status !== 'success') await withdrawAudit(ctx, requestId);
  return { id: checked.id, status: checked.status, replayed: false };
}
