import { checkInWindow } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { nowMs, venueToday } from '../clock.ts';
import type { Database, ProductTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';

/**
 * Refuses a slot that is not on sale ('ticket not on sale'): its product is no longer in the catalogue,
 * paused by the venue console or outside its sales window, its day is closed or has no stock, is past, or the slot's sales have
 * ended (`checkInWindow`).
 */
export async function requireOnSale(
  db: Kysely<Database>,
  span: { product_id: number; date: string; start_time: string; end_time: string },
  product: Pick<ProductTable, 'sale_type' | 'sale_from' | 'sale_until'> & { stopped: number; paused: number },
): Promise<void> {
  const now = nowMs();
  const beforeSale = product.sale_from !== null && now < Date.parse(product.sale_from);
  const afterSale = product.sale_until !== null && now >= Date.parse(product.sale_until);
  if (product.stopped === 1 || product.paused === 1 || beforeSale || afterSale)
    throw new DomainError('ticketNotOnSale');
  const day = await db
    .selectFrom('stock_days')
    .select('closed')
    .where('product_id', '=', span.product_id)
    .where('date', '=', span.date)
    .executeTakeFirst();
  const salesEnd = checkInWindow(span, product.sale_type).closes;
  if (!day || day.closed === 1 || span.date < venueToday().toString() || salesEnd < now) {
    throw new DomainError('ticketNotOnSale');
  }
}
