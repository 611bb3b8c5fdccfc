import { type Endpoint, type EndpointName, endpointList, type StaffRole } from '@venue/ticket-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { addTestStaff, consoleCall, type StaffBrowser, signInStaff } from '../../testing/staff.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;

/** Who calls in the authorization walk: no one signed in, each role of demo, and a manager of another venue. */
const callers = ['nobody', 'manager', 'box_office', 'gate', 'otherVenue'] as const;
type Caller = (typeof callers)[number];

/**
 * What each console call answers each caller, written out by hand (not derived from the role table), so
 * a change of who may do what shows up here. Signing in is public and tested on its own.
 */
const expected: Partial<Record<EndpointName, Record<Caller, number>>> = {
  getConsoleSession: { nobody: 401, manager: 200, box_office: 200, gate: 200, otherVenue: 403 },
  consoleSignOut: { nobody: 401, manager: 204, box_office: 204, gate: 204, otherVenue: 403 },
  consoleSignOutEverywhere: { nobody: 401, manager: 204, box_office: 204, gate: 204, otherVenue: 403 },
  getConsoleToday: { nobody: 401, manager: 200, box_office: 200, gate: 200, otherVenue: 403 },
  searchConsoleOrders: { nobody: 401, manager: 200, box_office: 200, gate: 403, otherVenue: 403 },
  getConsoleOrder: { nobody: 401, manager: 200, box_office: 200, gate: 403, otherVenue: 403 },
  // The walk sends no body: past the checks of session, venue and role, 400.
  resendConsoleOrderMail: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  cancelConsoleTickets: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  // No date asked: past the checks, 400.
  getConsoleChangeDateDayStock: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  // No month asked: past the checks, 400.
  getConsoleChangeDateMonthStock: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  changeConsoleOrderDate: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  // The gate checks tickets in by hand too.
  checkInConsoleTicket: { nobody: 401, manager: 400, box_office: 400, gate: 400, otherVenue: 403 },
  // A ticket of demo's order: the gate finds it to check it in.
  getConsoleTicket: { nobody: 401, manager: 200, box_office: 200, gate: 200, otherVenue: 403 },
  getConsoleAuditLog: { nobody: 401, manager: 200, box_office: 403, gate: 403, otherVenue: 403 },
  getConsoleStock: { nobody: 401, manager: 200, box_office: 200, gate: 403, otherVenue: 403 },
  setConsoleStockDay: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  setConsoleStockSlot: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  setConsoleProductSales: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  getConsoleCoupons: { nobody: 401, manager: 200, box_office: 403, gate: 403, otherVenue: 403 },
  setConsoleCoupon: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  createConsoleInvitations: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  // No batch of that id in the venue.
  getConsoleInvitationsCsv: { nobody: 401, manager: 404, box_office: 403, gate: 403, otherVenue: 403 },
  // The walk sends no period: past the checks, 400.
  getConsoleSalesReport: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  getConsoleCheckInReport: { nobody: 401, manager: 200, box_office: 200, gate: 403, otherVenue: 403 },
  getConsoleOrdersCsv: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  getConsoleCheckInsCsv: { nobody: 401, manager: 400, box_office: 400, gate: 403, otherVenue: 403 },
  getConsoleStaff: { nobody: 401, manager: 200, box_office: 403, gate: 403, otherVenue: 403 },
  // No body: past the checks, 400.
  addConsoleStaff: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  setConsoleStaffRole: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  // The staff id of the walk is another venue's manager: not found here.
  removeConsoleStaff: { nobody: 401, manager: 404, box_office: 403, gate: 403, otherVenue: 403 },
  signOutConsoleStaff: { nobody: 401, manager: 404, box_office: 403, gate: 403, otherVenue: 403 },
  resendConsoleStaffPasswordMail: { nobody: 401, manager: 404, box_office: 403, gate: 403, otherVenue: 403 },
  // A manager's own second factor: set up (not on until a code confirms it); the others send no code.
  startConsoleSecondFactor: { nobody: 401, manager: 200, box_office: 403, gate: 403, otherVenue: 403 },
  confirmConsoleSecondFactor: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  removeConsoleSecondFactor: { nobody: 401, manager: 400, box_office: 403, gate: 403, otherVenue: 403 },
  getGateKeys: { nobody: 401, manager: 200, box_office: 403, gate: 200, otherVenue: 403 },
  getGateList: { nobody: 401, manager: 200, box_office: 403, gate: 200, otherVenue: 403 },
  syncGateScans: { nobody: 401, manager: 400, box_office: 403, gate: 400, otherVenue: 403 },
};

/** Each path parameter of the walk: this venue's own things (another venue's caller is refused first). */
const walkParams = (
  orderId: number,
  ticketId: number,
  slot: { day: string; span: { time_span_id: number } },
  productId: number,
  staffId: number,
) => ({
  order_id: String(orderId),
  ticket_id: String(ticketId),
  product_id: String(productId),
  date: slot.day,
  time_span_id: String(slot.span.time_span_id),
  code: 'WELCOME10',
  batch: 'no-such-batch-0123456789',
  staff_id: String(staffId),
});

const consoleEndpoints = endpointList.filter(
  (endpoint) => endpoint.root === 'admin' && endpoint.access !== 'public',
);

const buyer = { email: 'Hanako.Yamada@Example.com', fullname: '山田 花子', phone: '090-1234-5678' };

describe.each(testDatabases)('the console’s today and orders on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const email: Record<Exclude<Caller, 'nobody'>, string> = {
    manager: 'manager@venue.example',
    box_office: 'box@venue.example',
    gate: 'gate@venue.example',
    otherVenue: 'cafe@venue.example',
  };
  let bought: Awaited<ReturnType<typeof purchase>>;
  let orderId: number;
  let ticketId: number;
  let cafeOrderId: number;
  let manager: StaffBrowser;
  let otherVenueStaffId: number;

  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
    for (const role of ['manager', 'box_office', 'gate'] as const)
      await addTestStaff(server, 'demo', email[role], role);
    otherVenueStaffId = (await addTestStaff(server, 'members-cafe', email.otherVenue, 'manager')).staffId;
    bought = await purchase(base, '', { quantity: 2, daysAhead: 3, contents: buyer });
    const order = await server.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('token', '=', bought.orderToken)
      .executeTakeFirstOrThrow();
    orderId = order.id;
    ticketId = (
      await server.db.kysely
        .selectFrom('tickets as t')
        .innerJoin('reservations as r', 'r.id', 't.reservation_id')
        .select('t.id')
        .where('r.order_id', '=', orderId)
        .executeTakeFirstOrThrow()
    ).id;
    // An order of another venue (the members' cafe sells to members only, so it is written here).
    const cafeRow = await server.db.kysely
      .insertInto('orders')
      .values({
        tenant_id: 'members-cafe',
        token: 'cafe-order-token',
        channel: 'web',
        status: 'created',
        lang: 'en',
        product_id: (
          await server.db.kysely
            .selectFrom('products')
            .select('id')
            .where('tenant_id', '=', 'members-cafe')
            .executeTakeFirstOrThrow()
        ).id,
        time_span_id: bought.slot.span.time_span_id,
        quantity: 1,
        price: 1000,
        membership_promotion_id: null,
        membership_discount: 0,
        email: null,
        customer_info: '[]',
        mail_token: null,
        payment_method: null,
        created_at: new Date().toISOString(),
        expires_at: new Date().toISOString(),
        client_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    cafeOrderId = cafeRow.id;
  });
  afterAll(() => server.close());
  // A fresh session for each test: the walk signs every role out.
  beforeEach(async () => {
    manager = await signInStaff(base, 'demo', email.manager);
  });

  // Four sign-ins for each call: longer than the default 30 s on a busy machine.
  it('walks every console call × every caller: 401 without a session, 403 for another venue or a role without the right', async () => {
    expect(Object.keys(expected).sort()).toEqual(consoleEndpoints.map((endpoint) => endpoint.name).sort());
    const { id: productId } = await server.db.kysely
      .selectFrom('products')
      .select('id')
      .where('uuid', '=', bought.slot.uuid)
      .executeTakeFirstOrThrow();
    const params: Record<string, string> = walkParams(
      orderId,
      ticketId,
      bought.slot,
      productId,
      otherVenueStaffId,
    );
    const pathOf = (endpoint: Endpoint) =>
      admin(endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? name));
    const seen: string[] = [];
    for (const endpoint of consoleEndpoints) {
      for (const caller of callers) {
        // A fresh session each time: signing out ends the one used.
        const staff =
          caller === 'nobody'
            ? null
            : await signInStaff(base, caller === 'otherVenue' ? 'members-cafe' : 'demo', email[caller]);
        const answer = staff
          ? await staff.call(endpoint.method, pathOf(endpoint))
          : await consoleCall(base, endpoint.method, pathOf(endpoint));
        seen.push(`${endpoint.name} ${caller} ${answer.status}`);
        if (answer.status >= 400) expect(answer.body).toHaveProperty('error');
      }
    }
    expect(seen).toEqual(
      consoleEndpoints.flatMap((endpoint) =>
        callers.map((caller) => `${endpoint.name} ${caller} ${expected[endpoint.name]?.[caller]}`),
      ),
    );
  }, 180_000);

  it('refuses every changing console call without the session’s CSRF token', async () => {
    const changing = consoleEndpoints.filter((endpoint) => endpoint.method !== 'GET');
    expect(changing.map((endpoint) => endpoint.name)).toContain('removeConsoleStaff');
    for (const endpoint of changing) {
      const answer = await consoleCall(base, endpoint.method, admin(endpoint.path), {
        cookie: manager.cookie,
      });
      expect({ call: endpoint.name, ...answer, response: undefined }).toEqual({
        call: endpoint.name,
        status: 403,
        body: { error: 'csrf check failed' },
        response: undefined,
      });
    }
  });

  it('never shows another venue’s order, even by its id', async () => {
    expect(await manager.call('GET', admin(`/orders/${cafeOrderId}`))).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect((await manager.call('GET', admin('/orders/999999'))).status).toBe(404);
    // Nor the days it could move to.
    expect(
      await manager.call(
        'GET',
        admin(`/orders/${cafeOrderId}/changedate/monthstock?month=${bought.slot.day.slice(0, 7)}`),
      ),
    ).toEqual({ status: 404, body: { error: 'record not found' } });
    const cafe = await signInStaff(base, 'members-cafe', email.otherVenue);
    const found = await cafe.call(
      'GET',
      admin(`/orders?email=${encodeURIComponent(buyer.email)}`, 'members-cafe'),
    );
    expect(found.body).toMatchObject({ orders: [], total: 0 });
    expect((await cafe.call('GET', admin(`/orders/${orderId}`, 'members-cafe'))).status).toBe(404);
  });

  it('finds an order by reservation number, address, phone, part of the name, date and status', async () => {
    const tickets = (await call(base, 'GET', `/api/v1/reservations/${bought.reservationToken}/tickets`)).body;
    const number: string = tickets.reservation_number;
    const search = async (query: string) => {
      const answer = await manager.call('GET', admin(`/orders?${query}`));
      expect(answer.status, query).toBe(200);
      return answer.body as { orders: { order_id: number }[]; total: number };
    };
    const finds = async (query: string) => (await search(query)).orders.map((order) => order.order_id);
    for (const q of [
      number,
      'hanako.yamada@example.COM',
      '090 1234 5678',
      '０９０－１２３４－５６７８',
      '山田花子',
      '花子',
    ])
      expect(await finds(`q=${encodeURIComponent(q)}`), q).toEqual([orderId]);
    expect(await finds(`reservation_number=${number}`)).toEqual([orderId]);
    expect(
      await finds(`email=${encodeURIComponent(buyer.email)}&date=${bought.slot.day}&status=completed`),
    ).toEqual([orderId]);
    expect(await finds(`q=${encodeURIComponent('山田 太郎')}`)).toEqual([]);
    expect(await finds(`email=${encodeURIComponent(buyer.email)}&status=cancelled`)).toEqual([]);
    // Part of an address is no address: nothing, not every order.
    expect(await finds('email=hanako')).toEqual([]);
    // A name with LIKE's wildcards finds only itself.
    expect(await finds(`name=${encodeURIComponent('%')}`)).toEqual([]);
    const [first] = (await search(`q=${number}`)).orders as unknown as Record<string, unknown>[];
    expect(first).toMatchObject({
      reservation_number: number,
      status: 'completed',
      channel: 'web',
      email: buyer.email,
      name: buyer.fullname,
      phone: buyer.phone,
      quantity: 2,
    });
  });

  it('pages through the venue’s orders, newest first, and refuses bad criteria with a clear error', async () => {
    await purchase(base, '', {
      quantity: 1,
      daysAhead: 4,
      contents: { email: 'second@example.com', fullname: 'Second' },
    });
    const all = (await manager.call('GET', admin('/orders?per_page=100'))).body;
    expect(all.total).toBeGreaterThanOrEqual(2);
    expect(all.orders[0].email).toBe('second@example.com');
    const second = (await manager.call('GET', admin('/orders?per_page=1&page=2'))).body;
    expect(second).toMatchObject({ page: 2, per_page: 1, total: all.total });
    expect(second.orders[0].order_id).toBe(all.orders[1].order_id);
    for (const bad of [
      'per_page=1000',
      'page=0',
      'date=2027-13-01',
      'status=lost',
      'reservation_number=12ab',
    ])
      expect(await manager.call('GET', admin(`/orders?${bad}`)), bad).toEqual({
        status: 400,
        body: { error: 'invalid request' },
      });
  });

  it('shows an order’s page: buyer, lines, tickets, payment and history, and a version of its state', async () => {
    const page = (await manager.call('GET', admin(`/orders/${orderId}?lang=en`))).body;
    expect(page).toMatchObject({
      order_id: orderId,
      status: 'completed',
      email: buyer.email,
      name: buyer.fullname,
      customer: expect.arrayContaining([{ key: 'phone', value: buyer.phone }]),
      lines: [{ kind: 'option', quantity: 2 }],
      payments: [{ method_id: 'gmo', status: 'succeeded', purpose: 'order', refunds: [] }],
    });
    expect(page.tickets).toHaveLength(2);
    expect(page.tickets[0]).not.toHaveProperty('qr_code');
    expect(page.history.map((entry: { kind: string }) => entry.kind)).toEqual(['created', 'paid']);
    expect(page.version).toMatch(/^[\w-]{8}(\.[\w-]{8}){3}$/);
    expect((await manager.call('GET', admin(`/orders/${orderId}?lang=en`))).body.version).toBe(page.version);
    expect((await manager.call('GET', admin('/orders/abc'))).status).toBe(400);
  });

  it('counts today per slot, by channel, and moves as visitors buy and check in', async () => {
    const { reservationToken, slot } = await purchase(base, '', {
      quantity: 2,
      daysAhead: 5,
      contents: buyer,
    });
    const spanId = slot.span.time_span_id;
    await moveSlot(server.db.kysely, spanId, -10, 50);
    const today = async (role: 'manager' | 'gate' = 'manager') => {
      const staff = role === 'manager' ? manager : await signInStaff(base, 'demo', email.gate);
      const answer = await staff.call('GET', admin('/today?lang=en'));
      expect(answer.status).toBe(200);
      return answer.body;
    };
    const before = await today('gate');
    const row = before.slots.find((entry: { time_span_id: number }) => entry.time_span_id === spanId);
    expect(row).toMatchObject({
      sold: 2,
      held: 0,
      checked_in: 0,
      closed: false,
      channels: { web: { sold: 2, checked_in: 0 }, spot: { sold: 0, checked_in: 0 } },
    });
    expect(row.available).toBe(row.capacity - 2);
    const ticket = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body
      .tickets[0];
    expect(
      (
        await call(base, 'POST', `/api/v1/tickets/${ticket.id}/checkin`, {
          reservation_token: reservationToken,
          type: 'gate',
        })
      ).body.status,
    ).toBe('success');
    const after = await today();
    expect(
      after.slots.find((entry: { time_span_id: number }) => entry.time_span_id === spanId),
    ).toMatchObject({
      checked_in: 1,
      channels: { web: { sold: 2, checked_in: 1 } },
    });
    expect(after.totals.checked_in).toBe(before.totals.checked_in + 1);
    // Another day by its date; a date that is none is refused.
    const later = (await manager.call('GET', admin(`/today?date=${bought.slot.day}`))).body;
    expect(later.date).toBe(bought.slot.day);
    expect(later.slots.length).toBeGreaterThan(0);
    expect((await manager.call('GET', admin('/today?date=2027-02-30'))).status).toBe(400);
  });

  it('resends the confirmation once per request, notes it in the audit log, and refuses a stale page with what changed', async () => {
    const box = await signInStaff(base, 'demo', email.box_office);
    const { reservationToken, orderToken, slot } = await purchase(base, '', {
      quantity: 2,
      daysAhead: 6,
      contents: buyer,
    });
    const id = (
      await server.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('token', '=', orderToken)
        .executeTakeFirstOrThrow()
    ).id;
    const mails = async () =>
      (
        await server.db.kysely
          .selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', buyer.email)
          .execute()
      ).length;
    const page = (await box.call('GET', admin(`/orders/${id}`))).body;
    const before = await mails();
    const request = { version: page.version, request_id: 'resend-0123456789abcdef' };
    const first = await box.call('POST', admin(`/orders/${id}/resend`), request);
    expect(first).toMatchObject({ status: 200, body: { sent_to: buyer.email, replayed: false } });
    const again = await box.call('POST', admin(`/orders/${id}/resend`), request);
    expect(again.body).toEqual({ ...first.body, replayed: true });
    expect(await mails()).toBe(before + 1);
    const [mail] = await server.db.kysely
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', buyer.email)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    expect(mail?.text_body).toContain(`/tickets/#/id/${reservationToken}`);
    const audit = await server.db.kysely
      .selectFrom('audit_log')
      .select(['staff_email', 'action', 'target_kind', 'target_id'])
      .where('request_id', '=', request.request_id)
      .execute();
    expect(audit).toEqual([
      { staff_email: email.box_office, action: 'order.resend', target_kind: 'order', target_id: String(id) },
    ]);
    expect((await box.call('GET', admin(`/orders/${id}`))).body.history.at(-1)).toMatchObject({
      kind: 'staff',
      detail: 'order.resend',
      staff_email: email.box_office,
    });
    // The same request id on another order is a mistake of the page.
    expect((await box.call('POST', admin(`/orders/${orderId}/resend`), request)).status).toBe(400);
    // A ticket checked in since the page loaded: refused, naming what changed.
    await moveSlot(server.db.kysely, slot.span.time_span_id, -10, 50);
    const ticket = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body
      .tickets[0];
    await call(base, 'POST', `/api/v1/tickets/${ticket.id}/checkin`, {
      reservation_token: reservationToken,
      type: 'gate',
    });
    const stale = await box.call('POST', admin(`/orders/${id}/resend`), {
      ...request,
      request_id: 'resend-stale-0123456789',
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'order changed', changed: ['tickets'] });
    expect(stale.body.version).toBe((await box.call('GET', admin(`/orders/${id}`))).body.version);
    expect(await mails()).toBe(before + 1);
  });

  it('resends only a paid order’s confirmation, and needs the CSRF token', async () => {
    const slot = await findSlot(base, '', { daysAhead: 7 });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1));
    await call(base, 'POST', `/api/v1/ordermails/${created.body.order_token}`, {
      lang: 'ja',
      contents: buyer,
    });
    const id = (
      await server.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('token', '=', created.body.order_token)
        .executeTakeFirstOrThrow()
    ).id;
    const page = (await manager.call('GET', admin(`/orders/${id}`))).body;
    expect(page.status).toBe('ready_checkout');
    const body = { version: page.version, request_id: 'unpaid-0123456789abcdef' };
    expect(await manager.call('POST', admin(`/orders/${id}/resend`), body)).toEqual({
      status: 400,
      body: { error: 'invalid order status' },
    });
    const noToken = await consoleCall(base, 'POST', admin(`/orders/${orderId}/resend`), {
      cookie: manager.cookie,
      body: { ...body, request_id: 'no-token-0123456789abcdef' },
    });
    expect(noToken.status).toBe(403);
    for (const bad of [{}, { version: page.version }, { ...body, request_id: 'short' }])
      expect((await manager.call('POST', admin(`/orders/${id}/resend`), bad)).status).toBe(400);
  });

  it('never lets a staff role write: a gate account sees today but not the orders', async () => {
    const gate = await signInStaff(base, 'demo', email.gate);
    const roleOf = (await gate.call('GET', admin('/session'))).body.role as StaffRole;
    expect(roleOf).toBe('gate');
    expect(await gate.call('GET', admin('/orders'))).toEqual({
      status: 403,
      body: { error: 'not allowed for this role' },
    });
  });
});
