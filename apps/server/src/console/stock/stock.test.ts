import { checkCatalogue } from '@venue/ticket-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../../../testing/purchase.ts';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../../testing/staff.ts';
import { call, startTestServer, testCatalogue, testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { venueToday } from '../../clock.ts';
import type { RunningServer } from '../../server.ts';
import { applyCatalogue } from '../../venueCatalogue/applyCatalogue.ts';

const admin = (path: string) => `/demo/api/admin/v1${path}`;
const demo = testTenants.demo as NonNullable<(typeof testTenants)['demo']>;

describe.each(testDatabases)('the console’s stock on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let manager: StaffBrowser;

  beforeAll(async () => {
    // Stock answers cached for a minute: only the console's change dropping them can show it at once.
    server = await startTestServer(database, { stockCacheMs: 60_000 });
    base = server.url;
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    await addTestStaff(server, 'demo', 'box@venue.example', 'box_office');
    await addTestStaff(server, 'members-cafe', 'cafe@venue.example', 'manager');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    manager = await signInStaff(base, 'demo', 'manager@venue.example');
  });

  const storefrontDay = async (uuid: string, date: string) =>
    (await call(base, 'GET', `/api/v1/products/stocks-statuses?from=${date}&to=${date}&product_uuid=${uuid}`))
      .body[0]?.stock_status as string;
  const productIdOf = async (uuid: string) =>
    (
      await server.db.kysely
        .selectFrom('products')
        .select('id')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).id;
  const auditOf = (action: string) =>
    server.db.kysely
      .selectFrom('audit_log')
      .select(['staff_email', 'target_id', 'before', 'after'])
      .where('action', '=', action)
      .execute();

  it('shows a month of a product’s days and slots with capacity, sold and held', async () => {
    const bought = await purchase(base, '', { quantity: 2, daysAhead: 3 });
    const productId = await productIdOf(bought.slot.uuid);
    const month = bought.slot.day.slice(0, 7);
    const answer = await manager.call('GET', admin(`/stock?product_id=${productId}&month=${month}&lang=en`));
    expect(answer.status).toBe(200);
    expect(answer.body.products[0]).toMatchObject({ name: 'Demo Admission ticket', paused: false });
    expect(answer.body.product_id).toBe(productId);
    const day = answer.body.days.find((entry: { date: string }) => entry.date === bought.slot.day);
    expect(day).toMatchObject({ closed_by: null, sold: 2, held: 0 });
    const slot = day.slots.find(
      (entry: { time_span_id: number }) => entry.time_span_id === bought.slot.span.time_span_id,
    );
    expect(slot).toMatchObject({ sold: 2, held: 0, closed_by: null, capacity_by_console: false });
    expect(slot.available).toBe(slot.capacity - 2);
    // Each day's stock status is the storefront's (today aside, whose ended slots the storefront drops).
    const today = venueToday().toString();
    const later = answer.body.days.filter((entry: { date: string }) => entry.date > today);
    const storefront = await call(
      base,
      'GET',
      `/api/v1/products/stocks-statuses?from=${later[0].date}&to=${later.at(-1).date}&product_uuid=${bought.slot.uuid}`,
    );
    expect(
      later.map((entry: { date: string; stock_status: string }) => [entry.date, entry.stock_status]),
    ).toEqual(
      storefront.body.map((entry: { date: string; stock_status: string }) => [
        entry.date,
        entry.stock_status,
      ]),
    );
    for (const bad of ['month=2026-13', 'product_id=abc', 'product_id=999999'])
      expect((await manager.call('GET', admin(`/stock?${bad}`))).status, bad).toBeGreaterThanOrEqual(400);
  });

  it('closes a day: the storefront shows it closed at once and refuses orders; reopens it', async () => {
    const slot = await findSlot(base, '', { daysAhead: 6 });
    const productId = await productIdOf(slot.uuid);
    // The storefront's calendar is in the cache now.
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('normal');
    const path = admin(`/stock/products/${productId}/days/${slot.day}`);
    const closed = await manager.call('PUT', path, { closed: true });
    expect(closed).toEqual({
      status: 200,
      body: { product_id: productId, date: slot.day, closed_by: 'console', changed: true },
    });
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('closed');
    const month = await manager.call(
      'GET',
      admin(`/stock?product_id=${productId}&month=${slot.day.slice(0, 7)}`),
    );
    expect(month.body.days.find((entry: { date: string }) => entry.date === slot.day)).toMatchObject({
      closed_by: 'console',
      stock_status: 'closed',
    });
    expect(await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1))).toMatchObject({
      status: 409,
      body: { error: 'ticket not on sale now' },
    });
    // Sent again: nothing more happens, and the audit log has the one change.
    expect((await manager.call('PUT', path, { closed: true })).body.changed).toBe(false);
    const closes = (await auditOf('stock.day.close')).filter(
      (entry) => entry.target_id === `${productId}/${slot.day}`,
    );
    expect(closes).toEqual([
      {
        staff_email: 'manager@venue.example',
        target_id: `${productId}/${slot.day}`,
        before: JSON.stringify({ closed_by: null }),
        after: JSON.stringify({ closed_by: 'console' }),
      },
    ]);
    const reopened = await manager.call('PUT', path, { closed: false });
    expect(reopened.body).toMatchObject({ closed_by: null, changed: true });
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('normal');
    expect((await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1))).status).toBe(200);
  });

  it('keeps a console close and capacity through a later apply of the catalogue, and says so', async () => {
    const slot = await findSlot(base, '', { daysAhead: 8 });
    const productId = await productIdOf(slot.uuid);
    await manager.call('PUT', admin(`/stock/products/${productId}/days/${slot.day}`), { closed: true });
    const capacity = slot.span.stock_count + 5;
    await manager.call('PUT', admin(`/stock/slots/${slot.span.time_span_id}`), { capacity });
    const source = testCatalogue('demo');
    if (!source.ok) throw new Error('the demo test catalogue does not read');
    const checked = checkCatalogue(source.input, demo);
    if (!checked.ok) throw new Error('the demo test catalogue does not check');
    const { applied, report } = await applyCatalogue(server.db.kysely, demo, checked.catalogue, {
      today: venueToday(),
      variety: 'open',
    });
    expect(applied).toBe(true);
    expect(report.kept).toEqual(
      expect.arrayContaining([
        expect.stringContaining(`closed on ${slot.day}`),
        expect.stringContaining(`capacity ${capacity} of`),
      ]),
    );
    const month = await manager.call(
      'GET',
      admin(`/stock?product_id=${productId}&month=${slot.day.slice(0, 7)}`),
    );
    const day = month.body.days.find((entry: { date: string }) => entry.date === slot.day);
    expect(day.closed_by).toBe('console');
    expect(
      day.slots.find((entry: { time_span_id: number }) => entry.time_span_id === slot.span.time_span_id),
    ).toMatchObject({ capacity, capacity_by_console: true });
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('closed');
  });

  it('never sets a capacity below sold plus held, naming both; a capacity of exactly that sells out', async () => {
    const bought = await purchase(base, '', { quantity: 2, daysAhead: 10 });
    const held = await findSlot(base, '', { daysAhead: 10 });
    expect(held.span.time_span_id).toBe(bought.slot.span.time_span_id);
    expect((await call(base, 'POST', '/api/v1/orders', orderBody(held, 1))).status).toBe(200);
    const path = admin(`/stock/slots/${bought.slot.span.time_span_id}`);
    expect(await manager.call('PUT', path, { capacity: 2 })).toEqual({
      status: 409,
      body: { error: 'capacity below sold and held', sold: 2, held: 1 },
    });
    const set = await manager.call('PUT', path, { capacity: 3 });
    expect(set.body).toMatchObject({
      capacity: 3,
      sold: 2,
      held: 1,
      available: 0,
      capacity_by_console: true,
    });
    expect(set.body.changed).toBe(true);
    expect((await manager.call('PUT', path, { capacity: 3 })).body.changed).toBe(false);
    const [entry] = (await auditOf('stock.slot.capacity')).filter(
      (row) => row.target_id === String(bought.slot.span.time_span_id),
    );
    expect(JSON.parse(entry?.after ?? '{}')).toEqual({ capacity: 3, closed_by: null });
    expect(JSON.parse(entry?.before ?? '{}')).toEqual({
      capacity: bought.slot.span.stock_count,
      closed_by: null,
    });
    const stock = (
      await call(
        base,
        'GET',
        `/api/v1/products/stocks?date=${bought.slot.day}&product_id=${bought.slot.uuid}&lang=en`,
      )
    ).body;
    expect(
      stock.time_spans.find(
        (span: { time_span_id: number }) => span.time_span_id === bought.slot.span.time_span_id,
      ).remaining_stock,
    ).toBe(0);
    for (const bad of [{}, { capacity: -1 }, { capacity: 1.5 }, { capacity: '3' }, { closed: 'yes' }])
      expect(await manager.call('PUT', path, bad), JSON.stringify(bad)).toEqual({
        status: 400,
        body: { error: 'invalid request' },
      });
  });

  it('closes and reopens a slot; refuses to reopen what the catalogue closed, and a past day', async () => {
    const slot = await findSlot(base, '', { daysAhead: 12 });
    const path = admin(`/stock/slots/${slot.span.time_span_id}`);
    expect((await manager.call('PUT', path, { closed: true })).body).toMatchObject({
      closed_by: 'console',
      changed: true,
    });
    const stock = async () =>
      (await call(base, 'GET', `/api/v1/products/stocks?date=${slot.day}&product_id=${slot.uuid}&lang=en`))
        .body.time_spans as { time_span_id: number }[];
    expect((await stock()).map((span) => span.time_span_id)).not.toContain(slot.span.time_span_id);
    expect((await manager.call('PUT', path, { closed: false })).body).toMatchObject({ closed_by: null });
    expect((await stock()).map((span) => span.time_span_id)).toContain(slot.span.time_span_id);
    await server.db.kysely
      .updateTable('time_spans')
      .set({ closed: 1 })
      .where('id', '=', slot.span.time_span_id)
      .execute();
    expect(await manager.call('PUT', path, { closed: false })).toEqual({
      status: 409,
      body: { error: 'closed by the catalogue' },
    });
    const yesterday = venueToday().subtract({ days: 1 }).toString();
    const productId = await productIdOf(slot.uuid);
    expect(
      await manager.call('PUT', admin(`/stock/products/${productId}/days/${yesterday}`), { closed: true }),
    ).toEqual({ status: 400, body: { error: 'the day is past' } });
  });

  it('pauses a product’s sales: its days show closed and orders are refused; resumes them', async () => {
    const slot = await findSlot(base, '', { daysAhead: 14 });
    const productId = await productIdOf(slot.uuid);
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('normal');
    const path = admin(`/stock/products/${productId}/sales`);
    expect((await manager.call('PUT', path, { paused: true })).body).toEqual({
      product_id: productId,
      paused: true,
      changed: true,
    });
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('closed');
    expect((await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1))).body).toEqual({
      error: 'ticket not on sale now',
    });
    expect((await manager.call('GET', admin('/stock'))).body.products[0].paused).toBe(true);
    expect((await manager.call('PUT', path, { paused: true })).body.changed).toBe(false);
    expect((await manager.call('PUT', path, { paused: false })).body.changed).toBe(true);
    expect(await storefrontDay(slot.uuid, slot.day)).toBe('normal');
    expect((await auditOf('stock.product.pause')).map((entry) => entry.target_id)).toContain(
      `product/${productId}`,
    );
  });

  it('touches no other venue’s stock, and lets the box office read but not change it', async () => {
    const cafe = await server.db.kysely
      .selectFrom('time_spans as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .select(['s.id', 's.product_id', 's.date'])
      .where('p.tenant_id', '=', 'members-cafe')
      .where('s.date', '>', venueToday().toString())
      .executeTakeFirstOrThrow();
    const notFound = { status: 404, body: { error: 'record not found' } };
    expect(await manager.call('PUT', admin(`/stock/slots/${cafe.id}`), { closed: true })).toEqual(notFound);
    expect(
      await manager.call('PUT', admin(`/stock/products/${cafe.product_id}/days/${cafe.date}`), {
        closed: true,
      }),
    ).toEqual(notFound);
    expect(
      await manager.call('PUT', admin(`/stock/products/${cafe.product_id}/sales`), { paused: true }),
    ).toEqual(notFound);
    expect((await manager.call('GET', admin(`/stock?product_id=${cafe.product_id}`))).status).toBe(404);
    const box = await signInStaff(base, 'demo', 'box@venue.example');
    expect((await box.call('GET', admin('/stock'))).status).toBe(200);
    const slot = await findSlot(base, '', { daysAhead: 16 });
    expect(await box.call('PUT', admin(`/stock/slots/${slot.span.time_span_id}`), { closed: true })).toEqual({
      status: 403,
      body: { error: 'not allowed for this role' },
    });
  });
});
