import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerDouble } from '../../testing/providerDouble.ts';
import { findSlot, orderBody, purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../testing/staff.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { venueToday } from '../clock.ts';
import { armCrashPoint } from '../crashPoints.ts';
import { paymentProviders } from '../payments/providers.ts';
import type { RunningServer } from '../server.ts';

const admin = (path: string) => `/demo/api/admin/v1${path}`;

let requests = 0;
/** A fresh request id, as a page makes one per action. */
const requestId = (what: string) => {
  requests += 1;
  return `${what}-${requests}-0123456789abcdef`;
};

describe.each(testDatabases)('the console’s order actions on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const double = providerDouble();
  let manager: StaffBrowser;
  let box: StaffBrowser;
  let gate: StaffBrowser;

  beforeAll(async () => {
    server = await startTestServer(database, {
      payments: paymentProviders({ demo: { gmo: double.provider } }),
      // A request stopped at a crash point never ends: the close need not wait for it.
      shutdownTimeoutMs: 500,
    });
    base = server.url;
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    await addTestStaff(server, 'demo', 'box@venue.example', 'box_office');
    await addTestStaff(server, 'demo', 'gate@venue.example', 'gate');
    manager = await signInStaff(base, 'demo', 'manager@venue.example');
    box = await signInStaff(base, 'demo', 'box@venue.example');
    gate = await signInStaff(base, 'demo', 'gate@venue.example');
  });
  afterAll(() => server.close());

  const db = () => server.db.kysely;
  /** A paid order of `quantity` tickets for `email`: its id, tokens and slot. */
  async function paidOrder(email: string, quantity = 2, daysAhead = 3, coupon?: string) {
    const bought = await purchase(base, '', {
      quantity,
      daysAhead,
      coupon,
      contents: { email, fullname: 'Visitor Console' },
    });
    const { id } = await db()
      .selectFrom('orders')
      .select('id')
      .where('token', '=', bought.orderToken)
      .executeTakeFirstOrThrow();
    return { id, ...bought };
  }
  const page = async (orderId: number) =>
    (await manager.call('GET', admin(`/orders/${orderId}?lang=en`))).body;
  const soldOf = async (spanId: number) =>
    (await db().selectFrom('time_spans').select('sold').where('id', '=', spanId).executeTakeFirstOrThrow())
      .sold;
  const mailsTo = (email: string) =>
    db()
      .selectFrom('mail_outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
  const auditOf = (request: string) =>
    db().selectFrom('audit_log').selectAll().where('request_id', '=', request).execute();

  it('cancels one ticket with its refund once per request, frees its stock, stops it at the gate and mails the visitor', async () => {
    const email = 'cancel.one@example.com';
    const order = await paidOrder(email);
    const before = await page(order.id);
    const [first, second] = before.tickets;
    const spanId = order.slot.span.time_span_id;
    const soldBefore = await soldOf(spanId);
    const mailsBefore = (await mailsTo(email)).length;
    const body = {
      version: before.version,
      request_id: requestId('cancel'),
      ticket_ids: [first.id],
      reason: 'Visitor asked by phone',
    };
    const answer = await box.call('POST', admin(`/orders/${order.id}/cancel`), body);
    expect(answer.status).toBe(200);
    const paid = before.payments[0].amount;
    expect(answer.body).toEqual({
      cancelled: [{ id: first.id, num: first.num }],
      refunded: paid / 2,
      refund_status: 'succeeded',
      order_status: 'completed',
      replayed: false,
    });
    // A double click: answered as the first, nothing done twice.
    const again = await box.call('POST', admin(`/orders/${order.id}/cancel`), body);
    expect(again.body).toEqual({ ...answer.body, replayed: true });
    const after = await page(order.id);
    expect(after.status).toBe('completed');
    expect(after.tickets.map((ticket: { status: string }) => ticket.status)).toEqual([
      'invalid',
      'available',
    ]);
    expect(after.payments[0].refunds).toEqual([
      expect.objectContaining({
        amount: paid / 2,
        status: 'succeeded',
        reason: 'staff: Visitor asked by phone',
      }),
    ]);
    expect(after.history).toContainEqual(
      expect.objectContaining({ kind: 'staff', detail: 'order.cancel', staff_email: 'box@venue.example' }),
    );
    expect(await soldOf(spanId)).toBe(soldBefore - 1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toContain('Your tickets were cancelled');
    expect(mails.at(-1)?.text_body).toContain(first.num);
    expect(mails.at(-1)?.text_body).toContain(`¥${(paid / 2).toLocaleString('en-US')}`);
    const [audit] = await auditOf(body.request_id);
    expect(audit).toMatchObject({
      staff_email: 'box@venue.example',
      action: 'order.cancel',
      target_id: String(order.id),
    });
    expect(JSON.parse(audit?.before ?? '')).toMatchObject({
      status: 'completed',
      tickets: [{ id: first.id, status: 'available' }],
    });
    expect(JSON.parse(audit?.after ?? '')).toMatchObject({
      refunded: paid / 2,
      refund_status: 'succeeded',
      reason: body.reason,
    });
    // The cancelled ticket no longer admits at the gate; the other does.
    await moveSlot(db(), spanId, -10, 50);
    const gateCall = (ticketId: number) =>
      call(base, 'POST', `/api/v1/tickets/${ticketId}/checkin`, {
        reservation_token: order.reservationToken,
        type: 'gate',
      });
    expect((await gateCall(first.id)).body.status).toBe('invalid');
    // The page loaded before the cancel is out of date: refused, naming what changed.
    const stale = await box.call('POST', admin(`/orders/${order.id}/cancel`), {
      ...body,
      request_id: requestId('stale'),
      ticket_ids: [second.id],
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'order changed', changed: ['tickets', 'payments'] });
    // The last ticket: the rest is refunded and the order is cancelled.
    const last = await box.call('POST', admin(`/orders/${order.id}/cancel`), {
      version: stale.body.version,
      request_id: requestId('cancel'),
      ticket_ids: [second.id],
      reason: 'Second one too',
    });
    expect(last.body).toMatchObject({ refunded: paid - paid / 2, order_status: 'cancelled' });
    expect((await page(order.id)).status).toBe('cancelled');
    expect(await soldOf(spanId)).toBe(soldBefore - 2);
  });

  it('refunds a cancelled ticket’s share of what was paid when a coupon took part of the price off', async () => {
    const email = 'cancel.coupon@example.com';
    // Three tickets, 500 yen off the order: each ticket refunds a third of what was paid, not its price.
    const order = await paidOrder(email, 3, 4, 'SAVE500');
    const before = await page(order.id);
    const { price } = await db()
      .selectFrom('orders')
      .select('price')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    const paid = before.payments[0].amount;
    expect(paid).toBe(price - 500);
    const cancel = async (version: string, ticketIds: number[]) =>
      (
        await box.call('POST', admin(`/orders/${order.id}/cancel`), {
          version,
          request_id: requestId('coupon'),
          ticket_ids: ticketIds,
          reason: 'Coupon order',
        })
      ).body;
    const [first, second, third] = before.tickets.map((ticket: { id: number }) => ticket.id);
    const one = await cancel(before.version, [first]);
    expect(one).toMatchObject({ refunded: Math.floor(paid / 3), order_status: 'completed' });
    const two = await cancel((await page(order.id)).version, [second]);
    expect(two.refunded).toBe(Math.floor(paid / 3));
    // The last ticket gives back the rest, the yen rounding kept included: all that was paid, no more.
    const last = await cancel((await page(order.id)).version, [third]);
    expect(last).toMatchObject({ refunded: paid - 2 * Math.floor(paid / 3), order_status: 'cancelled' });
    const refunds = (await page(order.id)).payments[0].refunds as { amount: number }[];
    expect(refunds.reduce((total, refund) => total + refund.amount, 0)).toBe(paid);
    expect((await mailsTo(email)).at(-2)?.text_body).toContain(
      `¥${Math.floor(paid / 3).toLocaleString('en-US')}`,
    );
  });

  it('leaves the order as it was when the provider declines the refund, and refuses bad choices', async () => {
    const email = 'declined@example.com';
    const order = await paidOrder(email);
    const before = await page(order.id);
    const mailsBefore = (await mailsTo(email)).length;
    const body = {
      version: before.version,
      request_id: requestId('declined'),
      ticket_ids: before.tickets.map((ticket: { id: number }) => ticket.id),
      reason: 'Venue closed',
    };
    const refundOf = double.provider.refund;
    double.provider.refund = async () => ({ status: 'failed', providerRef: null });
    const declined = await manager.call('POST', admin(`/orders/${order.id}/cancel`), body);
    double.provider.refund = refundOf;
    expect(declined).toEqual({ status: 400, body: { error: 'critical refund error' } });
    const after = await page(order.id);
    expect(after.status).toBe('completed');
    expect(after.tickets.map((ticket: { status: string }) => ticket.status)).toEqual([
      'available',
      'available',
    ]);
    expect(after.payments[0].refunds).toMatchObject([{ status: 'failed' }]);
    expect(await auditOf(body.request_id)).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
    // Tried again once the provider answers: the whole order is cancelled and refunded, and the venue's
    // webhook endpoint is sent `order.cancelled` by staff (the declined try sent nothing).
    await db()
      .insertInto('webhook_endpoints')
      .values({
        id: `cancel-hook-${database}`,
        tenant_id: 'demo',
        url: 'http://127.0.0.1:9/hooks',
        events: JSON.stringify(['order.cancelled']),
        secret: 'whsec_0123456789abcdef0123456789abcdef',
        created_at: new Date().toISOString(),
      })
      .execute();
    const cancelledEvents = async () =>
      (
        await db()
          .selectFrom('webhook_deliveries')
          .select('payload')
          .where('endpoint_id', '=', `cancel-hook-${database}`)
          .execute()
      ).map((delivery) => JSON.parse(delivery.payload).data);
    expect(await cancelledEvents()).toEqual([]);
    const retried = await manager.call('POST', admin(`/orders/${order.id}/cancel`), {
      ...body,
      version: after.version,
    });
    expect(retried.body).toMatchObject({ refunded: before.payments[0].amount, order_status: 'cancelled' });
    expect(await cancelledEvents()).toMatchObject([{ order_id: order.id, quantity: 2, reason: 'staff' }]);
    // The declined refund stays declined: a reconciler's pass does not send it again, which would have
    // given the visitor the order's price a second time.
    expect((await server.reconcilePayments(-1000)).refundsRetried).toBe(0);
    const refunds = (await page(order.id)).payments[0].refunds as { status: string; amount: number }[];
    expect(refunds.map((refund) => refund.status).sort()).toEqual(['failed', 'succeeded']);
    // Bad choices: another order's ticket, none, no reason.
    const other = await paidOrder('other.cancel@example.com', 1);
    const otherPage = await page(other.id);
    const bad = (changes: object) =>
      manager.call('POST', admin(`/orders/${other.id}/cancel`), {
        version: otherPage.version,
        request_id: requestId('bad'),
        ticket_ids: [otherPage.tickets[0].id],
        reason: 'Why',
        ...changes,
      });
    expect((await bad({ ticket_ids: [before.tickets[0].id] })).body).toEqual({ error: 'ticket not found' });
    expect((await bad({ ticket_ids: [] })).status).toBe(400);
    expect((await bad({ reason: '  ' })).status).toBe(400);
    // A cancelled order has nothing left to cancel.
    const cancelledPage = await page(order.id);
    expect(
      (
        await manager.call('POST', admin(`/orders/${order.id}/cancel`), {
          version: cancelledPage.version,
          request_id: requestId('cancelled'),
          ticket_ids: [before.tickets[0].id],
          reason: 'Again',
        })
      ).body,
    ).toEqual({ error: 'invalid order status' });
  });

  it('refuses a d払い refund within a minute of its payment with the spec’s message', async () => {
    const slot = await findSlot(base, '', { places: 1, daysAhead: 4 });
    const created = await call(base, 'POST', '/api/v1/orders', orderBody(slot, 1));
    const token: string = created.body.order_token;
    await call(base, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'ja',
      contents: { email: 'dpay@example.com', fullname: 'D Pay' },
    });
    const paid = await call(base, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'd_pay',
    });
    await fetch(paid.body.redirect_url, {
      method: 'POST',
      body: new URLSearchParams({ approved: '1' }),
      redirect: 'manual',
    });
    const { id } = await db()
      .selectFrom('orders')
      .select('id')
      .where('token', '=', token)
      .executeTakeFirstOrThrow();
    const before = await page(id);
    expect(before.status).toBe('completed');
    const answer = await manager.call('POST', admin(`/orders/${id}/cancel`), {
      version: before.version,
      request_id: requestId('dpay'),
      ticket_ids: [before.tickets[0].id],
      reason: 'Too soon',
    });
    expect(answer).toEqual({
      status: 409,
      body: { error: 'refund not allowed within 1 minute of payment completion' },
    });
    expect((await page(id)).tickets[0].status).toBe('available');
  });

  /** Sends an action that stops for good at its crash point, as a server killed there; once it is claimed. */
  async function cutOff(orderId: number, body: object, action: 'cancel' | 'changedate' = 'cancel') {
    armCrashPoint({
      name: action === 'cancel' ? 'console cancel' : 'console date change',
      pass: 1,
      onSignal: false,
    });
    void box.call('POST', admin(`/orders/${orderId}/${action}`), body).catch(() => undefined);
    const { request_id: request } = body as { request_id: string };
    for (let tries = 0; (await auditOf(request)).length === 0; tries += 1) {
      if (tries === 100) throw new Error('The cancel never reached its crash point');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    armCrashPoint(null);
  }
  const statusesOf = async (orderId: number) =>
    (await page(orderId)).tickets.map((ticket: { status: string }) => ticket.status);
  /** A paid order as its page shows it, with what a test compares after acting on it. */
  async function paidOrderBefore(email: string, quantity: number, daysAhead: number) {
    const order = await paidOrder(email, quantity, daysAhead);
    const before = await page(order.id);
    const spanId = order.slot.span.time_span_id;
    return {
      order,
      before,
      spanId,
      paid: before.payments[0].amount as number,
      soldBefore: await soldOf(spanId),
      mailsBefore: (await mailsTo(email)).length,
    };
  }
  /** Another slot of the order's day with room for its `quantity` tickets, as the console's day stock shows it. */
  async function slotToMoveTo(order: Awaited<ReturnType<typeof paidOrder>>, quantity: number) {
    const from = order.slot.span.time_span_id;
    const stock = await box.call(
      'GET',
      admin(`/orders/${order.id}/changedate/daystock?date=${order.slot.day}&lang=en`),
    );
    expect(stock.status).toBe(200);
    expect(stock.body).toMatchObject({ quantity, current_time_span_id: from });
    const target = stock.body.time_spans.find(
      (span: { time_span_id: number; remaining_stock: number }) =>
        span.time_span_id !== from && span.remaining_stock >= quantity,
    );
    expect(target).toBeDefined();
    return { from, target, soldFrom: await soldOf(from), soldTo: await soldOf(target.time_span_id) };
  }

  it('finishes a partial cancel a crash cut off after its refund was recorded, on its replay, once', async () => {
    const email = 'cancel.crash@example.com';
    const { order, before, spanId, paid, soldBefore, mailsBefore } = await paidOrderBefore(email, 2, 7);
    const [first, second] = before.tickets;
    const body = {
      version: before.version,
      request_id: requestId('crash'),
      ticket_ids: [first.id],
      reason: 'Cut off',
    };
    await cutOff(order.id, body);
    // What the crash leaves: the audit entry claimed and the refund pending, the ticket still admitting.
    const cut = await page(order.id);
    expect(cut.payments[0].refunds).toMatchObject([{ amount: paid / 2, status: 'pending' }]);
    expect(await statusesOf(order.id)).toEqual(['available', 'available']);
    // No other cancel of the order while this one is unfinished: it could cancel the same ticket twice.
    const meanwhile = await box.call('POST', admin(`/orders/${order.id}/cancel`), {
      ...body,
      version: cut.version,
      request_id: requestId('meanwhile'),
    });
    expect(meanwhile.body).toEqual({ error: 'invalid request' });
    // The page sends the request again: the refund is sent and the ticket it pays for cancelled.
    const done = {
      cancelled: [{ id: first.id, num: first.num }],
      refunded: paid / 2,
      refund_status: 'succeeded',
      order_status: 'completed',
      replayed: true,
    };
    for (let replay = 0; replay < 2; replay += 1) {
      const answer = await box.call('POST', admin(`/orders/${order.id}/cancel`), body);
      expect(answer).toEqual({ status: 200, body: done });
    }
    expect(await statusesOf(order.id)).toEqual(['invalid', 'available']);
    expect((await page(order.id)).payments[0].refunds).toMatchObject([
      { amount: paid / 2, status: 'succeeded' },
    ]);
    expect(await soldOf(spanId)).toBe(soldBefore - 1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.text_body).toContain(first.num);
    expect(mails.at(-1)?.text_body).not.toContain(second.num);
    const [audit] = await auditOf(body.request_id);
    expect(JSON.parse(audit?.after ?? '')).toEqual({ ...done, replayed: undefined, reason: body.reason });
  });

  it('finishes a whole cancel a crash cut off in the reconciler’s pass, before any replay', async () => {
    const email = 'cancel.crash.whole@example.com';
    const { order, before, spanId, paid, soldBefore, mailsBefore } = await paidOrderBefore(email, 2, 7);
    const body = {
      version: before.version,
      request_id: requestId('crash-whole'),
      ticket_ids: before.tickets.map((ticket: { id: number }) => ticket.id),
      reason: 'Cut off whole',
    };
    await cutOff(order.id, body);
    // The next start's pass (or the next minute's) sends the refund: the tickets it pays for are cancelled.
    await server.reconcilePayments(-1000);
    const after = await page(order.id);
    expect(after.status).toBe('cancelled');
    expect(await statusesOf(order.id)).toEqual(['invalid', 'invalid']);
    expect(after.payments[0].refunds).toMatchObject([{ amount: paid, status: 'succeeded' }]);
    expect(await soldOf(spanId)).toBe(soldBefore - 2);
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
    // A later pass and the page's replay find it done: answered as done, nothing done twice.
    expect((await server.reconcilePayments(-1000)).refundsRetried).toBe(0);
    const replay = await box.call('POST', admin(`/orders/${order.id}/cancel`), body);
    expect(replay.body).toMatchObject({ refunded: paid, order_status: 'cancelled', replayed: true });
    expect(await soldOf(spanId)).toBe(soldBefore - 2);
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
  });

  it('keeps a cancel whose refund the provider did not answer, and finishes it when the request comes again', async () => {
    const order = await paidOrder('cancel.unanswered@example.com', 1, 7);
    const before = await page(order.id);
    const paid = before.payments[0].amount;
    const body = {
      version: before.version,
      request_id: requestId('unanswered'),
      ticket_ids: [before.tickets[0].id],
      reason: 'No answer',
    };
    const refundOf = double.provider.refund;
    double.provider.refund = async () => {
      throw new Error('The connection was reset');
    };
    const unanswered = await box.call('POST', admin(`/orders/${order.id}/cancel`), body);
    double.provider.refund = refundOf;
    expect(unanswered).toEqual({ status: 400, body: { error: 'payment_api_failure' } });
    // The provider may have given it: neither declined nor taken back, the cancel waits for its answer.
    expect((await page(order.id)).payments[0].refunds).toMatchObject([{ amount: paid, status: 'pending' }]);
    expect(await auditOf(body.request_id)).toHaveLength(1);
    const again = await box.call('POST', admin(`/orders/${order.id}/cancel`), body);
    expect(again.body).toMatchObject({
      refunded: paid,
      refund_status: 'succeeded',
      order_status: 'cancelled',
    });
    expect(await statusesOf(order.id)).toEqual(['invalid']);
  });

  it('changes the date for the visitor at no cost: stock moves, the visitor is mailed, once per request', async () => {
    const email = 'move.date@example.com';
    const { order, before, mailsBefore } = await paidOrderBefore(email, 2, 5);
    const { from, target, soldFrom, soldTo } = await slotToMoveTo(order, 2);
    const body = {
      version: before.version,
      request_id: requestId('date'),
      time_span_id: target.time_span_id,
    };
    const moved = await box.call('POST', admin(`/orders/${order.id}/changedate`), body);
    expect(moved.body).toEqual({ start_at: target.start_at, end_at: target.end_at, replayed: false });
    expect((await box.call('POST', admin(`/orders/${order.id}/changedate`), body)).body).toEqual({
      ...moved.body,
      replayed: true,
    });
    const after = await page(order.id);
    expect(after.start_at).toBe(target.start_at);
    expect(after.tickets.every((ticket: { start_at: string }) => ticket.start_at === target.start_at)).toBe(
      true,
    );
    expect(await soldOf(from)).toBe(soldFrom - 2);
    expect(await soldOf(target.time_span_id)).toBe(soldTo + 2);
    // No fee: the change's payment is nothing.
    expect(
      after.payments.filter((payment: { purpose: string }) => payment.purpose === 'date_change'),
    ).toMatchObject([{ amount: 0, status: 'succeeded' }]);
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
    const [audit] = await auditOf(body.request_id);
    expect(JSON.parse(audit?.before ?? '')).toMatchObject({ time_span_id: from });
    expect(JSON.parse(audit?.after ?? '')).toMatchObject({ time_span_id: target.time_span_id });
    // The visitor's rules hold: the slot it is in already is no move.
    const sameRequest = requestId('same');
    const same = await box.call('POST', admin(`/orders/${order.id}/changedate`), {
      version: after.version,
      request_id: sameRequest,
      time_span_id: target.time_span_id,
    });
    expect(same.body).toEqual({ error: 'invalid request' });
    expect(await auditOf(sameRequest)).toEqual([]);
    // A stale page is refused, naming the date.
    const stale = await box.call('POST', admin(`/orders/${order.id}/changedate`), {
      ...body,
      request_id: requestId('stale-date'),
      time_span_id: from,
    });
    expect(stale.body).toMatchObject({
      error: 'order changed',
      changed: expect.arrayContaining(['slot', 'tickets']),
    });
  });

  it('completes a date change a crash cut off after its slot was held when the request comes again', async () => {
    const email = 'move.crash@example.com';
    const { order, before, mailsBefore } = await paidOrderBefore(email, 2, 9);
    const { from, target, soldFrom, soldTo } = await slotToMoveTo(order, 2);
    const body = {
      version: before.version,
      request_id: requestId('date-crash'),
      time_span_id: target.time_span_id,
    };
    await cutOff(order.id, body, 'changedate');
    expect((await page(order.id)).start_at).toBe(before.start_at);
    // Sent again, it is done, and answered as done; once more, nothing moves twice.
    for (let replay = 0; replay < 2; replay += 1)
      expect((await box.call('POST', admin(`/orders/${order.id}/changedate`), body)).body).toEqual({
        start_at: target.start_at,
        end_at: target.end_at,
        replayed: true,
      });
    expect((await page(order.id)).start_at).toBe(target.start_at);
    expect(await soldOf(from)).toBe(soldFrom - 2);
    expect(await soldOf(target.time_span_id)).toBe(soldTo + 2);
    expect(await mailsTo(email)).toHaveLength(mailsBefore + 1);
  });

  it('shows the month an order can move to as the visitor’s date change shows it, a day without room for all its tickets sold out', async () => {
    const order = await paidOrder('month.stock@example.com', 2, 8);
    const month = order.slot.day.slice(0, 7);
    const monthStock = (query: string, staff = box) =>
      staff.call('GET', admin(`/orders/${order.id}/changedate/monthstock?${query}`));
    const answer = await monthStock(`month=${month}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ month, today: venueToday().toString() });
    const days: { date: string; stock_status: string }[] = answer.body.days;
    expect(days.every((day) => day.date.startsWith(`${month}-`))).toBe(true);
    expect(days.map((day) => day.date)).toContain(order.slot.day);
    const lastDay = days.at(-1)?.date;
    const visitors = await call(
      base,
      'GET',
      `/api/v1/reservations/${order.reservationToken}/changedate/stocks?from=${month}-01&to=${lastDay}`,
    );
    expect(days).toEqual(visitors.body);
    // Room for one ticket in each slot of the order's day: sold out for its two, not for a visitor's one.
    const { product_id: productId } = await db()
      .selectFrom('time_spans')
      .select('product_id')
      .where('id', '=', order.slot.span.time_span_id)
      .executeTakeFirstOrThrow();
    await db()
      .updateTable('time_spans')
      .set({ capacity: sql<number>`sold + held + 1` })
      .where('product_id', '=', productId)
      .where('date', '=', order.slot.day)
      .execute();
    const statusOf = (list: { date: string; stock_status: string }[]) =>
      list.find((day) => day.date === order.slot.day)?.stock_status;
    expect(statusOf((await monthStock(`month=${month}`, manager)).body.days)).toBe('sold_out');
    const storefront = await call(
      base,
      'GET',
      `/api/v1/products/stocks-statuses?from=${order.slot.day}&to=${order.slot.day}&product_uuid=${order.slot.uuid}`,
    );
    expect(statusOf(storefront.body)).not.toBe('sold_out');
    // A month that is no month, none asked, and the gate, which may not change dates.
    expect(await monthStock('month=2026-13')).toEqual({ status: 400, body: { error: 'invalid request' } });
    expect(await monthStock('')).toEqual({ status: 400, body: { error: 'invalid request' } });
    expect((await monthStock(`month=${month}`, gate)).status).toBe(403);
    expect(
      (await box.call('GET', admin(`/orders/999999/changedate/monthstock?month=${month}`))).body,
    ).toEqual({
      error: 'record not found',
    });
  });

  it('checks a ticket in by hand for the gate by the gate’s rule, once', async () => {
    const order = await paidOrder('hand.checkin@example.com', 2, 6);
    const before = await page(order.id);
    const [ticket] = before.tickets;
    // The gate finds the ticket by its number, without the buyer's details, with the order's version
    // (and without the scans the order page lists).
    const found = await gate.call('GET', admin(`/tickets/${ticket.id}?lang=en`));
    const { admissions, ...listed } = before.tickets[0];
    expect(admissions).toEqual([]);
    expect(found.body).toEqual({
      order_id: order.id,
      version: before.version,
      product_name: before.product_name,
      ticket: listed,
    });
    expect(JSON.stringify(found.body)).not.toContain('hand.checkin@example.com');
    expect((await gate.call('GET', admin('/tickets/999999'))).body).toEqual({ error: 'ticket not found' });
    const checkIn = (version: string, request: string) =>
      gate.call('POST', admin(`/orders/${order.id}/tickets/${ticket.id}/checkin`), {
        version,
        request_id: request,
      });
    // Days before its slot: outside its check-in window, not checked in, nothing noted.
    const early = requestId('early');
    expect((await checkIn(before.version, early)).body).toEqual({
      id: ticket.id,
      status: 'invalid_time',
      replayed: false,
    });
    expect(await auditOf(early)).toEqual([]);
    await moveSlot(db(), order.slot.span.time_span_id, -10, 50);
    const request = requestId('checkin');
    expect((await checkIn(before.version, request)).body).toEqual({
      id: ticket.id,
      status: 'success',
      replayed: false,
    });
    expect((await checkIn(before.version, request)).body).toEqual({
      id: ticket.id,
      status: 'success',
      replayed: true,
    });
    const after = await page(order.id);
    expect(after.tickets[0]).toMatchObject({ status: 'used', used_at: expect.any(String) });
    expect(await auditOf(request)).toMatchObject([
      { staff_email: 'gate@venue.example', action: 'ticket.checkIn' },
    ]);
    expect((await checkIn(after.version, requestId('twice'))).body).toEqual({ error: 'ticket already used' });
    expect((await checkIn(before.version, requestId('stale'))).body).toMatchObject({ changed: ['tickets'] });
  });

  it('lists the audit log for a manager, newest first, a page at a time', async () => {
    const all = (await manager.call('GET', admin('/audit?per_page=100'))).body;
    expect(all.total).toBeGreaterThanOrEqual(5);
    const ids = all.entries.map((entry: { id: number }) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(all.entries.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['order.cancel', 'order.changeDate', 'ticket.checkIn', 'staff.signIn']),
    );
    const second = (await manager.call('GET', admin('/audit?per_page=2&page=2'))).body;
    expect(second).toMatchObject({ page: 2, per_page: 2, total: all.total });
    expect(second.entries.map((entry: { id: number }) => entry.id)).toEqual(ids.slice(2, 4));
    expect((await manager.call('GET', admin('/audit?per_page=500'))).status).toBe(400);
    expect((await box.call('GET', admin('/audit'))).status).toBe(403);
  });
});
