import {
  type Catalogue,
  type CatalogueInput,
  checkCatalogue,
  formatCatalogueError,
} from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { call, startTestServer, testCatalogue, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { applyCatalogue } from './applyCatalogue.ts';

const demo = testTenants.demo as NonNullable<(typeof testTenants)['demo']>;

/** The demo test catalogue, changed by `edit` and checked. */
function demoCatalogue(edit: (catalogue: CatalogueInput) => void = () => {}): Catalogue {
  const source = testCatalogue('demo');
  if (!source.ok) throw new Error('the demo test catalogue does not read');
  const input = structuredClone(source.input) as CatalogueInput;
  edit(input);
  const check = checkCatalogue(input, demo);
  if (!check.ok) throw new Error(check.errors.map(formatCatalogueError).join('\n'));
  return check.catalogue;
}

// biome-ignore lint/suspicious/noExplicitAny: tests change one field of a catalogue at a time.
const first = (catalogue: CatalogueInput) => catalogue.products[0] as any;

describe.each(testDatabases)('applying a catalogue on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const db = () => server.db.kysely;
  const apply = (catalogue: Catalogue, dryRun = false) =>
    applyCatalogue(db(), demo, catalogue, { today: venueToday(), variety: 'open', dryRun });
  const tableSizes = async () =>
    Object.fromEntries(
      await Promise.all(
        (['products', 'options', 'time_spans', 'stock_days', 'coupons', 'settings'] as const).map(
          async (table) => [table, (await db().selectFrom(table).selectAll().execute()).length] as const,
        ),
      ),
    );

  beforeAll(async () => {
    // Stock answers are not cached, so a read sees an apply at once (a running server's cache lasts 1 s).
    server = await startTestServer(database, { stockCacheMs: 0 });
    base = server.url;
  });
  afterAll(() => server.close());

  it('is applied at start, and applying it again changes nothing', async () => {
    const products = (await call(base, 'GET', '/api/v1/products?lang=en')).body;
    expect(products.map((product: { name: string }) => product.name)).toEqual([
      'Demo Admission ticket',
      'Demo Night admission',
    ]);
    const before = await tableSizes();
    const again = await apply(demoCatalogue());
    expect(again.applied).toBe(true);
    expect(again.report.changes).toEqual([]);
    expect(await tableSizes()).toEqual(before);
  });

  it('lists what a changed catalogue would change without changing anything', async () => {
    const before = await tableSizes();
    const changed = demoCatalogue((catalogue) => {
      first(catalogue).tickets[0].price = 2200;
      catalogue.coupons?.push({
        code: 'AUTUMN',
        name: 'Autumn',
        discountType: 'fixed',
        amount: 100,
        validFrom: '2026-09-01',
        validTo: '2030-11-30',
      });
    });
    const { applied, report } = await apply(changed, true);
    expect(applied).toBe(false);
    // The child ticket stays the cheapest, so only the adult's extra cost over it changes.
    expect(report.changes).toEqual([
      "change ticket type 'adult' of product 'admission-ticket': add_cost",
      'add coupon AUTUMN',
    ]);
    expect(await tableSizes()).toEqual(before);
  });

  it('keeps an order in checkout at its price, and prices new orders anew', async () => {
    const slot = await findSlot(base, '', { daysAhead: 4, places: 2 });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 2));
    const token = created.body.order_token;
    const oldPrice = (await call(base, 'GET', `/api/v1/orders/${token}`)).body.price;
    expect(oldPrice).toBe(2 * 2000);
    await apply(demoCatalogue((catalogue) => (first(catalogue).tickets[0].price = 2600)));
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'price@example.com', fullname: 'Price Kept' },
    });
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
    const payment = await db()
      .selectFrom('payments')
      .select('amount')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(payment.amount).toBe(oldPrice);
    const fresh = await findSlot(base, '', { daysAhead: 4, places: 1 });
    const next = await call(base, 'POST', '/api/v1/orders', orderBody(fresh, 1));
    expect((await call(base, 'GET', `/api/v1/orders/${next.body.order_token}`)).body.price).toBe(2600);
    await apply(demoCatalogue());
  });

  it('refuses a capacity below what is sold and held, naming the slot, and changes nothing', async () => {
    const { slot } = await purchase(base, '', { quantity: 3, daysAhead: 5 });
    const start = slot.span.start_at.slice(11, 16);
    const before = await tableSizes();
    const smaller = demoCatalogue((catalogue) => {
      first(catalogue).slots.exceptions = [
        { dates: slot.day, slots: [{ ...first(catalogue).slots.daily[0], capacity: 2 }] },
      ];
    });
    const { applied, report } = await apply(smaller);
    expect(applied).toBe(false);
    expect(report.refusals).toContain(
      `cannot set the capacity of 'admission-ticket' ${slot.day} ${start} to 2: 3 sold and 0 held`,
    );
    const span = await db()
      .selectFrom('time_spans')
      .selectAll()
      .where('id', '=', slot.span.time_span_id)
      .executeTakeFirstOrThrow();
    expect(span.capacity).toBe(40);
    expect(await tableSizes()).toEqual(before);
    // Down to exactly what is sold is allowed: the other slots of the day take 2, this one keeps 3.
    const toSold = demoCatalogue((catalogue) => {
      first(catalogue).slots.exceptions = [
        { dates: slot.day, slots: [{ ...first(catalogue).slots.daily[0], capacity: 3 }] },
      ];
    });
    expect((await apply(toSold)).applied).toBe(true);
    await apply(demoCatalogue());
  });

  it('refuses to close a date with tickets sold, naming the orders; closes one without', async () => {
    const { reservationToken, slot } = await purchase(base, '', { quantity: 1, daysAhead: 6 });
    const number = (
      await db()
        .selectFrom('reservations')
        .select('reservation_number')
        .where('token', '=', reservationToken)
        .executeTakeFirstOrThrow()
    ).reservation_number;
    const closing = await apply(demoCatalogue((catalogue) => (catalogue.closedDates = [slot.day])));
    expect(closing.applied).toBe(false);
    expect(closing.report.refusals).toHaveLength(1);
    expect(closing.report.refusals[0]).toMatch(
      new RegExp(
        `^cannot close 'admission-ticket' on ${slot.day}, tickets are sold or held for it: orders .*${number}`,
      ),
    );

    const quiet = venueToday().add({ days: 20 }).toString();
    const closed = await apply(demoCatalogue((catalogue) => (catalogue.closedDates = [quiet])));
    expect(closed.applied).toBe(true);
    const statuses = (
      await call(
        base,
        'GET',
        `/api/v1/products/stocks-statuses?from=${quiet}&to=${quiet}&product_uuid=${slot.uuid}`,
      )
    ).body;
    expect(statuses[0].stock_status).toBe('closed');
    await apply(demoCatalogue());
    const reopened = (
      await call(
        base,
        'GET',
        `/api/v1/products/stocks-statuses?from=${quiet}&to=${quiet}&product_uuid=${slot.uuid}`,
      )
    ).body;
    expect(reopened[0].stock_status).not.toBe('closed');
  });

  it('lets two applies run at once: one writes, the other finds nothing to do', async () => {
    const before = await tableSizes();
    const changed = demoCatalogue((catalogue) =>
      first(catalogue).tickets.push({ key: 'senior', name: { ja: 'シニア' }, price: 1500 }),
    );
    const [one, two] = await Promise.all([apply(changed), apply(changed)]);
    expect(one.applied && two.applied).toBe(true);
    expect([one.report.changes.length > 0, two.report.changes.length > 0].sort()).toEqual([false, true]);
    expect((await tableSizes()).options).toBe((before.options ?? 0) + 1);
    await apply(demoCatalogue());
    const senior = await db()
      .selectFrom('options')
      .selectAll()
      .where('catalogue_key', '=', 'senior')
      .executeTakeFirstOrThrow();
    expect(senior.stopped).toBe(1);
  });
  it('stops selling a removed product; its tickets stay valid and check in at the gate', async () => {
    const { reservationToken, slot } = await purchase(base, '', { quantity: 2, daysAhead: 7 });
    const withoutFirst = demoCatalogue((catalogue) => catalogue.products.shift());
    const { applied, report } = await apply(withoutFirst);
    expect(applied).toBe(true);
    expect(report.changes).toContain("stop selling product 'admission-ticket'");
    const products = (await call(base, 'GET', '/api/v1/products?lang=en')).body;
    expect(products.map((product: { uuid: string }) => product.uuid)).not.toContain(slot.uuid);
    expect(await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1))).toEqual({
      status: 409,
      body: { error: 'ticket not on sale now' },
    });
    const back = await apply(demoCatalogue());
    expect(back.report.changes).toContain("sell product 'admission-ticket' again");
    await apply(withoutFirst);
    const view = await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets?lang=en`);
    expect(view.status).toBe(200);
    const [ticket] = view.body.tickets;
    // Last of this file: the slot moved to now is no longer the catalogue's, so later applies would refuse.
    await moveSlot(db(), slot.span.time_span_id, -10, 50);
    const checkIn = await call(base, 'POST', `/api/v1/tickets/${ticket.id}/checkin`, {
      reservation_token: reservationToken,
      type: 'gate',
    });
    expect(checkIn.body).toEqual({ id: ticket.id, status: 'success' });
  });
});
