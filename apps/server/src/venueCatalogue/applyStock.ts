import type { CalendarDate } from '@internationalized/date';
import type { CatalogueSlot } from '@venue/ticket-core';
import type { Insertable, Transaction } from 'kysely';
import type { Database, TimeSpanTable } from '../db/schema.ts';
import type { AppliedProduct } from './applyProducts.ts';
import type { ApplyReport } from './applyReport.ts';
import { demoSales, type StockVariety } from './demoSales.ts';
import { ordersInSlots } from './slotOrders.ts';

type Trx = Transaction<Database>;
type Span = Pick<TimeSpanTable, 'date' | 'start_time' | 'end_time' | 'capacity' | 'held' | 'sold'> & {
  id: number;
  closed: number;
  staff_closed: number;
  staff_capacity: number;
};

export interface StockWindow {
  today: CalendarDate;
  horizonDays: number;
  /** What is already sold of a day added now. */
  variety: StockVariety;
}

/** A product's stock over the window, as read and as to be written. */
class ProductStock {
  readonly newSpans: Insertable<TimeSpanTable>[] = [];
  readonly closedDays: string[] = [];
  readonly openedDays: string[] = [];
  readonly changedSlots: string[] = [];
  addedDays = 0;

  constructor(
    readonly trx: Trx,
    readonly product: AppliedProduct,
    readonly report: ApplyReport,
  ) {}

  get label() {
    return `'${this.product.desired.key}'`;
  }

  /** A slot that cannot change: refused, with the orders that stand in the way. */
  async refuse(spans: Span[], what: string) {
    const orders = await ordersInSlots(
      this.trx,
      spans.map((span) => span.id),
    );
    this.report.refuse(`${what}: ${orders.length > 0 ? `orders ${orders.join(', ')}` : 'places are held'}`);
  }

  addSpans(date: string, slots: CatalogueSlot[], sold: (capacity: number) => () => number) {
    for (const slot of slots) {
      const taken = sold(slot.capacity);
      this.newSpans.push({
        product_id: this.product.id,
        date,
        start_time: slot.start,
        end_time: slot.end,
        capacity: slot.capacity,
        held: 0,
        sold: Math.min(slot.capacity, taken()),
      });
    }
  }

  /** Closes slots the day no longer has; refuses where places are sold or held. */
  async closeSpans(spans: Span[], what: string) {
    const open = spans.filter((span) => span.closed === 0);
    const taken = open.filter((span) => span.sold + span.held > 0);
    if (taken.length > 0) return this.refuse(taken, what);
    for (const span of open)
      await this.trx.updateTable('time_spans').set({ closed: 1 }).where('id', '=', span.id).execute();
  }

  /** Brings an open day's slots to the catalogue's: new ones added, changed ones checked, gone ones closed. */
  async reconcile(date: string, spans: Span[], slots: CatalogueSlot[]) {
    const byStart = new Map(spans.map((span) => [span.start_time, span]));
    for (const slot of slots) {
      const span = byStart.get(slot.start);
      if (!span) {
        this.addSpans(date, [slot], () => () => 0);
        this.changedSlots.push(`${date} ${slot.start} added`);
        continue;
      }
      const taken = span.sold + span.held;
      const what = `${this.label} ${date} ${slot.start}`;
      if (span.end_time !== slot.end && taken > 0) {
        await this.refuse([span], `cannot move the end of ${what} to ${slot.end}, places are sold or held`);
        continue;
      }
      // What the console set stays: its capacity, and its close.
      const consoleCapacity = span.staff_capacity === 1;
      const capacity = consoleCapacity ? span.capacity : slot.capacity;
      const closed = span.staff_closed;
      if (consoleCapacity && slot.capacity !== span.capacity)
        this.report.keep(`capacity ${span.capacity} of ${what} (the catalogue says ${slot.capacity})`);
      if (closed === 1) this.report.keep(`${what} closed`);
      if (capacity < taken) {
        this.report.refuse(
          `cannot set the capacity of ${what} to ${capacity}: ${span.sold} sold and ${span.held} held`,
        );
        continue;
      }
      if (span.end_time === slot.end && span.capacity === capacity && span.closed === closed) continue;
      await this.trx
        .updateTable('time_spans')
        .set({ end_time: slot.end, capacity, closed })
        .where('id', '=', span.id)
        .execute();
      this.changedSlots.push(`${date} ${slot.start} capacity ${span.capacity} → ${capacity}`);
    }
    const planned = new Set(slots.map((slot) => slot.start));
    const gone = spans.filter((span) => !planned.has(span.start_time));
    await this.closeSpans(gone, `cannot remove ${this.label}'s slots on ${date}, places are sold or held`);
  }
}

function datesOf(window: StockWindow): CalendarDate[] {
  return Array.from({ length: window.horizonDays }, (_, offset) => window.today.add({ days: offset }));
}

/**
 * Brings one product's stock from today to the horizon to its catalogue plan. A day not yet in stock is
 * added (with `variety`'s sales); a day the plan closes is closed unless places are sold or held for
 * it (then refused with the orders named); a slot's capacity never drops below its sold plus held
 * places. What the venue console set is the console's: a day or slot it closed stays closed, a capacity
 * it set stays (each noted as kept in the report). Past days are never touched.
 */
export async function applyProductStock(
  trx: Trx,
  product: AppliedProduct,
  window: StockWindow,
  report: ApplyReport,
) {
  const dates = datesOf(window);
  const from = dates[0]?.toString() ?? '';
  const to = dates[dates.length - 1]?.toString() ?? '';
  const isTicket = product.desired.values.product_type === 'ticket';
  const days = isTicket
    ? await trx
        .selectFrom('stock_days')
        .select(['id', 'date', 'closed', 'staff_closed', 'is_sold_out_display_product'])
        .where('product_id', '=', product.id)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .execute()
    : [];
  const dayOf = new Map(days.map((day) => [day.date, day]));
  const spans: Span[] = await trx
    .selectFrom('time_spans')
    .select([
      'id',
      'date',
      'start_time',
      'end_time',
      'capacity',
      'held',
      'sold',
      'closed',
      'staff_closed',
      'staff_capacity',
    ])
    .where('product_id', '=', product.id)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .execute();
  const spansOf = new Map<string, Span[]>();
  for (const span of spans) spansOf.set(span.date, [...(spansOf.get(span.date) ?? []), span]);
  const stock = new ProductStock(trx, product, report);
  const showSoldOut = product.desired.showSoldOut ? 1 : 0;
  const newDays: { product_id: number; date: string; closed: number; is_sold_out_display_product: number }[] =
    [];
  for (const date of dates) {
    const key = date.toString();
    const plan = product.desired.dayOf(date);
    const daySpans = spansOf.get(key) ?? [];
    const day = dayOf.get(key);
    const isNew = isTicket ? !day : daySpans.length === 0;
    if (isNew) {
      stock.addedDays++;
      if (isTicket)
        newDays.push({
          product_id: product.id,
          date: key,
          closed: plan.closed ? 1 : 0,
          is_sold_out_display_product: showSoldOut,
        });
      if (!plan.closed)
        stock.addSpans(key, plan.slots, (capacity) =>
          demoSales(window.variety, `${product.uuid}:${key}`, capacity),
        );
      continue;
    }
    if (day && day.is_sold_out_display_product !== showSoldOut)
      await trx
        .updateTable('stock_days')
        .set({ is_sold_out_display_product: showSoldOut })
        .where('id', '=', day.id)
        .execute();
    if (plan.closed) {
      const taken = daySpans.filter((span) => span.closed === 0 && span.sold + span.held > 0);
      if (taken.length > 0) {
        await stock.refuse(taken, `cannot close ${stock.label} on ${key}, tickets are sold or held for it`);
      } else if (day ? day.closed === 0 : daySpans.some((span) => span.closed === 0)) {
        if (day) await trx.updateTable('stock_days').set({ closed: 1 }).where('id', '=', day.id).execute();
        await stock.closeSpans(daySpans, `cannot close ${stock.label} on ${key}`);
        stock.closedDays.push(key);
      }
      continue;
    }
    if (day?.staff_closed === 1) {
      // Closed by the console: the catalogue does not open it again.
      stock.report.keep(`${stock.label} closed on ${key}`);
    } else if (day?.closed === 1) {
      await trx.updateTable('stock_days').set({ closed: 0 }).where('id', '=', day.id).execute();
      stock.openedDays.push(key);
    }
    await stock.reconcile(key, daySpans, plan.slots);
  }
  for (let index = 0; index < newDays.length; index += 500)
    await trx
      .insertInto('stock_days')
      .values(newDays.slice(index, index + 500))
      .execute();
  for (let index = 0; index < stock.newSpans.length; index += 500)
    await trx
      .insertInto('time_spans')
      .values(stock.newSpans.slice(index, index + 500))
      .execute();
  const summary = [
    stock.addedDays > 0 ? `add ${stock.addedDays} days` : '',
    stock.closedDays.length > 0 ? `close ${stock.closedDays.join(', ')}` : '',
    stock.openedDays.length > 0 ? `open ${stock.openedDays.join(', ')}` : '',
    stock.changedSlots.length > 0
      ? `slots ${stock.changedSlots.slice(0, 5).join('; ')}${stock.changedSlots.length > 5 ? ` and ${stock.changedSlots.length - 5} more` : ''}`
      : '',
  ].filter(Boolean);
  if (summary.length > 0) report.change(`stock of ${stock.label}: ${summary.join('; ')}`);
}
