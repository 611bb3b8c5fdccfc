import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { demoMember } from '../seed/seedTenant.ts';
import type { RunningServer } from '../server.ts';

const site = '/members-cafe';

describe.each(testDatabases)('membership discount on orders on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let membershipToken: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
    const login = await call(base, 'POST', `${site}/api/v1/membership/login/cafe-club`, {
      email: demoMember.email,
      password: demoMember.password,
    });
    membershipToken = login.body.membership_token;
  });
  afterAll(() => server.close());

  async function orderOf(body: object) {
    const created = await call(base, 'POST', `${site}/api/v1/orders`, body);
    expect(created.status).toBe(200);
    return (await call(base, 'GET', `${site}/api/v1/orders/${created.body.order_token}`)).body;
  }

  it('takes the promotion amount off per ticket and shows the promotion on the order', async () => {
    // Two orders of 3 are held at once.
    const slot = await findSlot(base, site, { places: 6 });
    const plain = await orderOf(orderBody(slot, 3));
    expect(plain.membership_promotion).toBeNull();
    const member = await orderOf({ ...orderBody(slot, 3), membership_token: membershipToken });
    expect(member.membership_promotion).toEqual({ name: 'Member price', discount: 900 });
    expect(member.price).toBe(plain.price - 900);
    const simulated = await call(
      base,
      'POST',
      `${site}/api/v1/orders/paymentmethoddiscount/${member.order_token}/simulation`,
      { payment_method_type: 'stripe' },
    );
    expect(simulated.body).toEqual({ payment_method_type: 'stripe', discount: 0, price: plain.price - 900 });
  });

  it('applies a percent promotion to the price of the tickets', async () => {
    await server.db.kysely
      .updateTable('membership_promotions')
      .set({ promotion_type: 'percent', promotion_amount: 15 })
      .where('tenant_id', '=', 'members-cafe')
      .where('membership_value', '=', demoMember.value)
      .execute();
    const slot = await findSlot(base, site, { daysAhead: 5, places: 4 });
    const plain = await orderOf(orderBody(slot, 2));
    const member = await orderOf({ ...orderBody(slot, 2), membership_token: membershipToken });
    const discount = Math.floor((plain.price * 15) / 100);
    expect(discount).toBeGreaterThan(0);
    expect(member.membership_promotion).toEqual({ name: 'Member price', discount });
    expect(member.price).toBe(plain.price - discount);
  });

  it('refuses an unknown token, and any token on a site without membership', async () => {
    const slot = await findSlot(base, site, { daysAhead: 8 });
    const unknown = await call(base, 'POST', `${site}/api/v1/orders`, {
      ...orderBody(slot, 1),
      membership_token: 'not-a-member-token',
    });
    expect(unknown).toEqual({ status: 404, body: { error: 'membership retrieval failure' } });
    const demoSlot = await findSlot(base, '');
    const elsewhere = await call(base, 'POST', '/api/v1/orders', {
      ...orderBody(demoSlot, 1),
      membership_token: membershipToken,
    });
    expect(elsewhere).toEqual({ status: 404, body: { error: 'membership retrieval failure' } });
  });
});
