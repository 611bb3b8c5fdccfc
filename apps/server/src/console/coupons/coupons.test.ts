import { checkCatalogue } from '@venue/ticket-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../../../testing/purchase.ts';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../../testing/staff.ts';
import { call, startTestServer, testCatalogue, testDatabases } from '../../../testing/testServer.ts';
import { testTenants } from '../../../testing/testTenants.ts';
import { venueToday } from '../../clock.ts';
import type { RunningServer } from '../../server.ts';
import { applyCatalogue } from '../../venueCatalogue/applyCatalogue.ts';
import { invitationCode } from './coupons.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;
const demo = testTenants.demo as NonNullable<(typeof testTenants)['demo']>;

describe('invitationCode', () => {
  it('writes the prefix, a dash and 12 unambiguous random characters, different each time', () => {
    const codes = Array.from({ length: 1000 }, () => invitationCode('VIP'));
    for (const code of codes) expect(code).toMatch(/^VIP-[A-HJKMNP-Z2-9]{12}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(invitationCode('')).toMatch(/^[A-HJKMNP-Z2-9]{12}$/);
  });
});

describe.each(testDatabases)('the console’s coupons on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let manager: StaffBrowser;

  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    await addTestStaff(server, 'members-cafe', 'cafe@venue.example', 'manager');
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    manager = await signInStaff(base, 'demo', 'manager@venue.example');
  });

  /** A new order with its buyer's details, and what applying `coupon` to it answers. */
  const tryCoupon = async (coupon: string, daysAhead = 3) => {
    const slot = await findSlot(base, '', { daysAhead });
    const token = (await call(base, 'POST', '/api/v1/orders', orderBody(slot, 2))).body.order_token;
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'buyer@example.com', fullname: 'Buyer One' },
    });
    return call(base, 'POST', `/api/v1/ordercoupons/${token}`, { coupon });
  };
  const couponsNow = async () => (await manager.call('GET', admin('/coupons'))).body;

  it('counts the orders that used each code', async () => {
    const before = (await couponsNow()).coupons.find((c: { code: string }) => c.code === 'WELCOME10');
    expect(before).toMatchObject({ name: '10% off', discount_type: 'percent', amount: 10, disabled: false });
    await purchase(base, '', { quantity: 1, coupon: 'WELCOME10' });
    const after = (await couponsNow()).coupons.find((c: { code: string }) => c.code === 'WELCOME10');
    expect(after.used).toBe(before.used + 1);
  });

  it('disables a code, so new orders are refused it, and enables it again; each change audited once', async () => {
    const path = admin('/coupons/SAVE500');
    expect(await manager.call('PUT', path, { disabled: true })).toEqual({
      status: 200,
      body: { code: 'SAVE500', disabled: true, changed: true },
    });
    expect((await manager.call('PUT', path, { disabled: true })).body.changed).toBe(false);
    expect(await tryCoupon('SAVE500')).toEqual({
      status: 400,
      body: { error: 'coupon not available or out of coverage dates' },
    });
    expect((await couponsNow()).coupons.find((c: { code: string }) => c.code === 'SAVE500').disabled).toBe(
      true,
    );
    expect((await manager.call('PUT', path, { disabled: false })).body.changed).toBe(true);
    expect((await tryCoupon('SAVE500')).status).toBe(200);
    const audit = await server.db.kysely
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('target_id', '=', 'SAVE500')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'coupon.disable', before: '{"disabled":false}', after: '{"disabled":true}' },
      { action: 'coupon.enable', before: '{"disabled":true}', after: '{"disabled":false}' },
    ]);
    expect(await manager.call('PUT', admin('/coupons/NO-SUCH-CODE'), { disabled: true })).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
  });

  it('makes a batch of invitation codes once, lists it, downloads it as CSV; a code makes a ticket free', async () => {
    const today = venueToday();
    const body = {
      batch: 'batch-0123456789abcdef',
      count: 5,
      prefix: 'VIP',
      name: '招待券 2026',
      valid_from: today.toString(),
      valid_to: today.add({ days: 60 }).toString(),
    };
    const made = await manager.call('POST', admin('/coupons/invitations'), body);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ batch: body.batch, count: 5, name: body.name, replayed: false });
    expect(new Set(made.body.codes).size).toBe(5);
    for (const code of made.body.codes) expect(code).toMatch(/^VIP-[A-Z2-9]{12}$/);
    const again = await manager.call('POST', admin('/coupons/invitations'), body);
    expect(again.body).toMatchObject({ codes: made.body.codes, replayed: true });
    expect((await couponsNow()).batches).toEqual([
      expect.objectContaining({ batch: body.batch, count: 5, used: 0, disabled: 0, name: body.name }),
    ]);
    const csv = await manager.call('GET', admin(`/coupons/invitations/${body.batch}/codes.csv`));
    expect(csv.status).toBe(200);
    expect(csv.body.charCodeAt(0)).toBe(0xfeff);
    const lines = (csv.body as string).slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"code","name","valid_from","valid_to","used","disabled"');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(
      made.body.codes.map((c: string) => `"${c}"`),
    );
    expect(lines[1]).toContain(`"${body.name}"`);
    const [code] = made.body.codes as string[];
    const applied = await tryCoupon(code as string);
    expect(applied.status).toBe(200);
    expect(applied.body.coupon_discount).toBeGreaterThan(0);
    // An apply of the catalogue, which does not list them, leaves the console's codes on sale.
    const source = testCatalogue('demo');
    if (!source.ok) throw new Error('the demo test catalogue does not read');
    const checked = checkCatalogue(source.input, demo);
    if (!checked.ok) throw new Error('the demo test catalogue does not check');
    await applyCatalogue(server.db.kysely, demo, checked.catalogue, { today, variety: 'open' });
    expect((await tryCoupon(made.body.codes[1])).status).toBe(200);
    // The other venue has no such batch.
    const cafe = await signInStaff(base, 'members-cafe', 'cafe@venue.example');
    expect(
      (await cafe.call('GET', admin(`/coupons/invitations/${body.batch}/codes.csv`, 'members-cafe'))).status,
    ).toBe(404);
    expect(
      (await cafe.call('PUT', admin(`/coupons/${code}`, 'members-cafe'), { disabled: true })).status,
    ).toBe(404);
    for (const bad of [
      { ...body, count: 0 },
      { ...body, count: 1001 },
      { ...body, prefix: 'vip' },
      { ...body, prefix: 'TOOLONGPREFIX' },
      { ...body, valid_to: today.subtract({ days: 1 }).toString() },
      { ...body, batch: 'short' },
      { ...body, name: ' ' },
    ])
      expect(await manager.call('POST', admin('/coupons/invitations'), bad), JSON.stringify(bad)).toEqual({
        status: 400,
        body: { error: 'invalid request' },
      });
  });
});
