import type { Answer, LanguageCode } from '@venue/ticket-core';
import { productById } from '../catalog/catalog.ts';
import { DomainError } from '../domainError.ts';
import type { StaffCallContext } from '../service/context.ts';
import { localized } from '../text.ts';
import { reservationById } from '../tickets/reservationAccess.ts';
import { ticketView } from '../tickets/ticketView.ts';
import { orderVersion } from './orderPage.ts';

/**
 * A ticket of the venue by its id, as the gate checks it in by hand: the ticket (no buyer's details), its
 * product, and its order's id and version for the check-in. 'ticket not found' for another venue's or none.
 */
export async function ticketToCheckIn(
  ctx: StaffCallContext,
  ticketId: number,
  lang: LanguageCode = 'ja',
): Promise<Answer<'getConsoleTicket'>> {
  const db = ctx.db.kysely;
  const row = await db
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .select(['r.id as reservation_id', 'o.id', 'o.status', 'o.time_span_id'])
    .where('t.id', '=', ticketId)
    .where('o.tenant_id', '=', ctx.tenant.id)
    .executeTakeFirst();
  if (!row) throw new DomainError('ticketNotFound');
  const reservation = await reservationById(db, row.reservation_id);
  const view = await ticketView(db, reservation, ctx.siteUrl, '', lang);
  const shown = view.tickets.find((ticket) => ticket.id === ticketId);
  if (!shown) throw new DomainError('ticketNotFound');
  const { qr_code: _gateUrl, ...ticket } = shown;
  return {
    order_id: row.id,
    version: await orderVersion(db, row),
    product_name: localized((await productById(db, reservation.product_id)).name, lang),
    ticket,
  };
}
