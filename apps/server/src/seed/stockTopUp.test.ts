import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { startTestServer, testDatabases } from '../testing/testServer.ts';
import { testTenants } from '../testing/testTenants.ts';
import { seedTenants } from './seedTenant.ts';
import { seedDays } from './stockTopUp.ts';

describe.each(testDatabases)('stock top-up on start on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server.close());

  const db = () => server.db.kysely;
  const allSpans = () => db().selectFrom('time_spans').selectAll().orderBy('id').execute();
  const allDays = () => db().selectFrom('stock_days').selectAll().orderBy('id').execute();

  /** Distinct stocked dates per product, from `from` on. */
  async function stockedDates(from: string) {
    const rows = await db()
      .selectFrom('time_spans')
      .select(['product_id', 'date'])
      .distinct()
      .where('date', '>=', from)
      .execute();
    const byProduct = new Map<number, Set<string>>();
    for (const row of rows)
      byProduct.set(row.product_id, (byProduct.get(row.product_id) ?? new Set()).add(row.date));
    return byProduct;
  }

  it('gives every product of every tenant stock for the next days', async () => {
    const products = await db().selectFrom('products').select('id').execute();
    const dates = await stockedDates(venueToday().toString());
    for (const { id } of products) expect(dates.get(id)?.size, `product ${id}`).toBe(seedDays);
    const ticketDays = await db().selectFrom('stock_days').select('id').execute();
    const ticketProducts = await db()
      .selectFrom('products')
      .select('id')
      .where('product_type', '=', 'ticket')
      .execute();
    expect(ticketDays).toHaveLength(ticketProducts.length * seedDays);
  });

  it('adds only the missing days, leaves existing days alone and is idempotent', async () => {
    const today = venueToday();
    const [product] = await db()
      .selectFrom('products')
      .select('id')
      .where('product_type', '=', 'ticket')
      .execute();
    if (!product) throw new Error('no product');
    const gap = today.add({ days: 5 }).toString();
    await db()
      .deleteFrom('time_spans')
      .where('product_id', '=', product.id)
      .where('date', '=', gap)
      .execute();
    await db()
      .deleteFrom('stock_days')
      .where('product_id', '=', product.id)
      .where('date', '=', gap)
      .execute();
    // A day before the later window stays missing until a top-up from today; a sale must survive.
    await db()
      .updateTable('time_spans')
      .set({ sold: 1, held: 2 })
      .where('date', '=', today.add({ days: 3 }).toString())
      .execute();
    const spansBefore = await allSpans();
    const daysBefore = await allDays();

    const later = today.add({ days: 10 });
    await seedTenants(db(), Object.values(testTenants), { stock: 'open', today: later });
    const spansAfter = await allSpans();
    const daysAfter = await allDays();
    expect(spansAfter.slice(0, spansBefore.length)).toEqual(spansBefore);
    expect(daysAfter.slice(0, daysBefore.length)).toEqual(daysBefore);
    const added = spansAfter.slice(spansBefore.length);
    expect(new Set(added.map((span) => span.date)).has(gap)).toBe(false);
    expect(added.every((span) => span.date >= today.add({ days: seedDays }).toString())).toBe(true);
    const dates = await stockedDates(later.toString());
    for (const [id, stocked] of dates) expect(stocked.size, `product ${id}`).toBe(seedDays);

    await seedTenants(db(), Object.values(testTenants), { stock: 'open', today });
    const refilled = await db()
      .selectFrom('time_spans')
      .selectAll()
      .where('product_id', '=', product.id)
      .where('date', '=', gap)
      .execute();
    expect(refilled.length).toBeGreaterThan(0);
    expect(
      await db()
        .selectFrom('stock_days')
        .select('date')
        .where('product_id', '=', product.id)
        .where('date', '=', gap)
        .execute(),
    ).toHaveLength(1);
    const settled = await allSpans();
    await seedTenants(db(), Object.values(testTenants), { stock: 'open', today });
    expect(await allSpans()).toEqual(settled);
    expect((await allDays()).length).toBe(daysAfter.length + 1);
  });

  it('sells nothing of open stock, and some of varied stock (few-stock and sold-out days among them)', async () => {
    const open = await allSpans();
    expect(
      open.every((span) => span.sold === 0 || span.date === venueToday().add({ days: 3 }).toString()),
    ).toBe(true);
    const varied = await startTestServer(database, { seedStock: 'varied' });
    try {
      const spans = await varied.db.kysely.selectFrom('time_spans').selectAll().execute();
      expect(spans.some((span) => span.sold > 0 && span.sold < span.capacity)).toBe(true);
      expect(spans.some((span) => span.sold === span.capacity)).toBe(true);
      expect(spans.every((span) => span.sold >= 0 && span.sold <= span.capacity)).toBe(true);
    } finally {
      await varied.close();
    }
  });
});
