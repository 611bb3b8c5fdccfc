import { checkInWindow } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { productById } from '../catalog/catalog.ts';
import { slotById } from '../catalog/slots.ts';
import { nowMs } from '../clock.ts';
import type { Database, TicketTable } from '../db/schema.ts';
import { orderLines } from '../orders/orderLines.ts';
import { localized, venueDateTime } from '../text.ts';
import type { ReservationRow } from './reservationAccess.ts';

/** A ticket's status as shown: an unused ticket whose slot has ended is invalid_time. */
export function shownStatus(stored: TicketTable['status'], closes: number, now = nowMs()) {
  return stored === 'available' && now > closes ? 'invalid_time' : stored;
}

/** The printable ticket number. */
export function ticketNumber(id: number): string {
  return `T${String(id).padStart(8, '0')}`;
}

/**
 * The ticket view of a reservation (product, slot, options, set products and every ticket) in the order's
 * language. Each QR code carries the URL of the ticket's gate page under `gateToken`: the reservation
 * token for the buyer's view, a share token for a shared view.
 */
export async function ticketView(
  db: Kysely<Database>,
  reservation: ReservationRow,
  siteUrl: string,
  gateToken: string,
  lang: string,
) {
  const product = await productById(db, reservation.product_id);
  const span = await slotById(db, reservation.time_span_id);
  const lines = await orderLines(db, reservation.order_id);
  const tickets = await db
    .selectFrom('tickets as t')
    .innerJoin('time_spans as s', 's.id', 't.time_span_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .leftJoin('options as o', 'o.id', 't.option_id')
    .select(['t.id', 't.kind', 't.status', 't.used_at', 's.date', 's.start_time', 's.end_time'])
    .select(['p.name as product_name', 'p.sale_type', 'o.name as option_name'])
    .where('t.reservation_id', '=', reservation.id)
    .orderBy('t.id')
    .execute();
  return {
    product_name: localized(product.name, lang),
    description: localized(product.description, lang),
    naming_right: product.naming_right,
    caution: product.caution === null ? null : localized(product.caution, lang),
    reservation_from: venueDateTime(span.date, span.start_time),
    reservation_to: venueDateTime(span.date, span.end_time),
    options: lines
      .filter((line) => line.kind === 'option')
      .map((line) => ({
        id: line.option_id ?? 0,
        name: localized(line.option_name, lang),
        quantity: line.quantity,
      })),
    set_products: lines
      .filter((line) => line.kind === 'set_product')
      .map((line) => ({ product_name: localized(line.product_name, lang), quantity: line.quantity })),
    tickets: tickets.map((ticket) => ({
      id: ticket.id,
      num: ticketNumber(ticket.id),
      kind: ticket.kind,
      name: localized(ticket.kind === 'gate' ? ticket.option_name : ticket.product_name, lang),
      status: shownStatus(ticket.status, checkInWindow(ticket, ticket.sale_type).closes),
      qr_code: `${siteUrl}/tickets/#/id/${gateToken}/${ticket.id}/${ticket.kind}`,
      start_at: venueDateTime(ticket.date, ticket.start_time),
      end_at: venueDateTime(ticket.date, ticket.end_time),
      used_at: ticket.used_at,
    })),
  };
}
