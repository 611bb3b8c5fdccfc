import type { Answer, LanguageCode } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { parseIsoDate, venueToday } from '../../clock.ts';
import type { Database } from '../../db/schema.ts';
import { DomainError } from '../../domainError.ts';
import type { StaffCallContext } from '../../service/context.ts';
import { recordAudit } from '../../staff/audit.ts';
import { stockStatus } from '../../stock/dayStatus.ts';
import { localized, venueDateTime } from '../../text.ts';

type Trx = Transaction<Database>;
type ClosedBy = 'catalogue' | 'console' | null;

/** Who closed a day or slot: the console marks what it closed; any other close is the catalogue's. */
function closedBy(row: { closed: number; staff_closed: number }): ClosedBy {
  if (row.closed === 0) return null;
  return row.staff_closed === 1 ? 'console' : 'catalogue';
}

/** The venue's products still in the catalogue, in its order. */
function venueProducts(ctx: StaffCallContext) {
  return ctx.db.kysely
    .selectFrom('products')
    .select(['id', 'name', 'product_type', 'paused'])
    .where('tenant_id', '=', ctx.tenant.id)
    .where('stopped', '=', 0)
    .orderBy('product_type', 'desc')
    .orderBy('position')
    .execute();
}

/**
 * A product's days in a month (this month at the venue by default) as the stock holds them: each day
 * with its slots, their capacity, sold and held places, who closed what, and its stock status by the
 * storefront's rule (`stockStatus`). A day of a set product
 * (which has no day of its own) is closed when all its slots are.
 */
export async function stockCalendar(
  ctx: StaffCallContext,
  query: { product_id?: number; month?: string; lang?: LanguageCode },
): Promise<Answer<'getConsoleStock'>> {
  const lang = query.lang ?? 'ja';
  const today = venueToday().toString();
  const month = query.month ?? today.slice(0, 7);
  const products = await venueProducts(ctx);
  const product =
    query.product_id === undefined ? products[0] : products.find((row) => row.id === query.product_id);
  if (!product) throw new DomainError('recordNotFound');
  const db = ctx.db.kysely;
  const [days, slots] = await Promise.all([
    db
      .selectFrom('stock_days')
      .select(['date', 'closed', 'staff_closed'])
      .where('product_id', '=', product.id)
      .where('date', 'like', `${month}-%`)
      .execute(),
    db
      .selectFrom('time_spans')
      .select([
        'id',
        'date',
        'start_time',
        'end_time',
        'capacity',
        'sold',
        'held',
        'closed',
        'staff_closed',
        'staff_capacity',
      ])
      .where('product_id', '=', product.id)
      .where('date', 'like', `${month}-%`)
      .orderBy('date')
      .orderBy('start_time')
      .execute(),
  ]);
  const slotsOf = new Map<string, ReturnType<typeof slotAnswer>[]>();
  for (const slot of slots) slotsOf.set(slot.date, [...(slotsOf.get(slot.date) ?? []), slotAnswer(slot)]);
  const dayRows =
    product.product_type === 'ticket'
      ? days
      : [...slotsOf.keys()].map((date) => {
          const daySlots = slotsOf.get(date) ?? [];
          const open = daySlots.some((slot) => slot.closed_by === null);
          return { date, closed: open ? 0 : 1, staff_closed: 0 };
        });
  const sum = (list: { capacity: number; sold: number; held: number }[], key: 'capacity' | 'sold' | 'held') =>
    list.reduce((total, slot) => total + slot[key], 0);
  return {
    month,
    today,
    products: products.map((row) => ({
      product_id: row.id,
      name: localized(row.name, lang),
      product_type: row.product_type,
      paused: row.paused === 1,
    })),
    product_id: product.id,
    days: dayRows
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((day) => {
        const daySlots = slotsOf.get(day.date) ?? [];
        const open = daySlots.filter((slot) => slot.closed_by === null);
        const capacity = sum(open, 'capacity');
        return {
          date: day.date,
          closed_by: closedBy(day),
          // The storefront's rule for the day, on its open slots; a paused product's days show closed.
          stock_status: stockStatus(
            {
              date: day.date,
              closed: day.closed === 1 || product.paused === 1,
              capacity,
              remaining: capacity - sum(open, 'sold') - sum(open, 'held'),
              spans: open.length,
            },
            today,
          ),
          capacity,
          sold: sum(daySlots, 'sold'),
          held: sum(daySlots, 'held'),
          slots: daySlots,
        };
      }),
  };
}

function slotAnswer(slot: {
  id: number;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  sold: number;
  held: number;
  closed: number;
  staff_closed: number;
  staff_capacity: number;
}) {
  return {
    time_span_id: slot.id,
    start_at: venueDateTime(slot.date, slot.start_time),
    end_at: venueDateTime(slot.date, slot.end_time),
    capacity: slot.capacity,
    sold: slot.sold,
    held: slot.held,
    available: slot.capacity - slot.sold - slot.held,
    closed_by: closedBy(slot),
    capacity_by_console: slot.staff_capacity === 1,
  };
}

/** Refuses a change to a day before today at the venue. */
function requireNotPast(date: string) {
  if (!parseIsoDate(date)) throw new DomainError('invalidRequest');
  if (date < venueToday().toString()) throw new DomainError('dayIsPast');
}

/** Notes a change in the audit log, in its transaction. */
function audit(
  trx: Trx,
  ctx: StaffCallContext,
  action: string,
  target: string,
  before: unknown,
  after: unknown,
) {
  return recordAudit(trx, {
    tenantId: ctx.tenant.id,
    staff: ctx.staff,
    action,
    target: { kind: 'stock', id: target },
    before,
    after,
  });
}

/**
 * Closes or reopens a ticket product's day. A close stops its sales at once (tickets sold for it stay
 * valid) and is the console's: an apply of the catalogue does not reopen it. Only a day the console
 * closed reopens here; one the catalogue closes answers `closed by the catalogue`. Setting what already
 * is changes nothing.
 */
export async function setStockDay(
  ctx: StaffCallContext,
  productId: number,
  date: string,
  { closed }: { closed: boolean },
): Promise<Answer<'setConsoleStockDay'>> {
  requireNotPast(date);
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const day = await trx
      .selectFrom('stock_days as d')
      .innerJoin('products as p', 'p.id', 'd.product_id')
      .select(['d.id', 'd.closed', 'd.staff_closed'])
      .where('p.tenant_id', '=', ctx.tenant.id)
      .where('p.id', '=', productId)
      .where('d.date', '=', date)
      .executeTakeFirst();
    if (!day) throw new DomainError('recordNotFound');
    const before = closedBy(day);
    const answer = (closedByNow: ClosedBy, changed: boolean) => ({
      product_id: productId,
      date,
      closed_by: closedByNow,
      changed,
    });
    if (closed === (day.closed === 1)) return answer(before, false);
    if (!closed && before === 'catalogue') throw new DomainError('closedByCatalogue');
    const flag = closed ? 1 : 0;
    await trx
      .updateTable('stock_days')
      .set({ closed: flag, staff_closed: flag })
      .where('id', '=', day.id)
      .execute();
    const after = closed ? 'console' : null;
    await audit(
      trx,
      ctx,
      closed ? 'stock.day.close' : 'stock.day.reopen',
      `${productId}/${date}`,
      { closed_by: before },
      { closed_by: after },
    );
    return answer(after, true);
  });
}

/**
 * Closes or reopens a slot, or sets its capacity. A capacity is never set below what is sold plus held
 * (one conditional `UPDATE`, so a sale that lands meanwhile is counted): `capacity below sold and held`,
 * with both numbers. What the console sets, an apply of the catalogue keeps.
 */
export async function setStockSlot(
  ctx: StaffCallContext,
  slotId: number,
  change: { closed?: boolean; capacity?: number },
): Promise<Answer<'setConsoleStockSlot'>> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const read = () =>
      trx
        .selectFrom('time_spans as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .select([
          's.id',
          's.date',
          's.start_time',
          's.end_time',
          's.capacity',
          's.sold',
          's.held',
          's.closed',
          's.staff_closed',
          's.staff_capacity',
        ])
        .where('p.tenant_id', '=', ctx.tenant.id)
        .where('s.id', '=', slotId)
        .executeTakeFirst();
    const slot = await read();
    if (!slot) throw new DomainError('recordNotFound');
    requireNotPast(slot.date);
    const before = slotAnswer(slot);
    let changed = false;
    if (change.capacity !== undefined && change.capacity !== slot.capacity) {
      const updated = await trx
        .updateTable('time_spans')
        .set({ capacity: change.capacity, staff_capacity: 1 })
        .where('id', '=', slot.id)
        .where((eb) => eb(eb('sold', '+', eb.ref('held')), '<=', change.capacity as number))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        const now = (await read()) ?? slot;
        throw new DomainError('capacityBelowTaken', { details: { sold: now.sold, held: now.held } });
      }
      changed = true;
    }
    if (change.closed !== undefined && change.closed !== (slot.closed === 1)) {
      if (!change.closed && before.closed_by === 'catalogue') throw new DomainError('closedByCatalogue');
      const flag = change.closed ? 1 : 0;
      await trx
        .updateTable('time_spans')
        .set({ closed: flag, staff_closed: flag })
        .where('id', '=', slot.id)
        .execute();
      changed = true;
    }
    const after = slotAnswer((await read()) ?? slot);
    if (changed) {
      const action =
        change.closed === undefined
          ? 'stock.slot.capacity'
          : change.closed
            ? 'stock.slot.close'
            : 'stock.slot.reopen';
      const state = (s: typeof before) => ({ capacity: s.capacity, closed_by: s.closed_by });
      await audit(trx, ctx, action, String(slot.id), state(before), state(after));
    }
    return { ...after, changed };
  });
}

/** Pauses or resumes a product's sales: while paused it is not on sale and its days show closed. */
export async function setProductSales(
  ctx: StaffCallContext,
  productId: number,
  { paused }: { paused: boolean },
): Promise<Answer<'setConsoleProductSales'>> {
  return ctx.db.kysely.transaction().execute(async (trx) => {
    const product = await trx
      .selectFrom('products')
      .select(['id', 'paused'])
      .where('tenant_id', '=', ctx.tenant.id)
      .where('id', '=', productId)
      .executeTakeFirst();
    if (!product) throw new DomainError('recordNotFound');
    if (paused === (product.paused === 1)) return { product_id: productId, paused, changed: false };
    await trx
      .updateTable('products')
      .set({ paused: paused ? 1 : 0 })
      .where('id', '=', productId)
      .execute();
    await audit(
      trx,
      ctx,
      paused ? 'stock.product.pause' : 'stock.product.resume',
      `product/${productId}`,
      { paused: !paused },
      { paused },
    );
    return { product_id: productId, paused, changed: true };
  });
}
