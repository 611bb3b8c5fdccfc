import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../../testing/purchase.ts';
import { moveSlot } from '../../../testing/slotNow.ts';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../../testing/staff.ts';
import { call, startTestServer, testDatabases } from '../../../testing/testServer.ts';
import { nowMs, venueToday } from '../../clock.ts';
import type { RunningServer } from '../../server.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;

/** The lines of a CSV file after its byte order mark, split into quoted cells. */
function csvLines(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text
    .slice(1)
    .trimEnd()
    .split('\r\n')
    .map((line) => line.slice(1, -1).split('","'));
}

describe.each(testDatabases)('the console’s reports on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let manager: StaffBrowser;
  let box: StaffBrowser;
  let reservationNumber: string;
  const today = venueToday().toString();
  const buyer = {
    email: 'report@example.com',
    fullname: '=HYPERLINK("http://x")',
    phone: '+81 90 1234 5678',
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    await addTestStaff(server, 'demo', 'box@venue.example', 'box_office');
    await addTestStaff(server, 'members-cafe', 'cafe@venue.example', 'manager');
    manager = await signInStaff(base, 'demo', 'manager@venue.example');
    box = await signInStaff(base, 'demo', 'box@venue.example');
    const bought = await purchase(base, '', { quantity: 3, daysAhead: 2, contents: buyer });
    // The slot runs now, and one ticket is checked in.
    await moveSlot(server.db.kysely, bought.slot.span.time_span_id, -10, 50);
    const tickets = (await call(base, 'GET', `/api/v1/reservations/${bought.reservationToken}/tickets`)).body;
    reservationNumber = tickets.reservation_number;
    const checkedIn = await call(base, 'POST', `/api/v1/tickets/${tickets.tickets[0].id}/checkin`, {
      reservation_token: bought.reservationToken,
      type: 'gate',
    });
    expect(checkedIn.status).toBe(200);
  });
  afterAll(() => server.close());

  it('sums today’s sales by product, ticket type, payment method and channel, for the box office too', async () => {
    const answer = await box.call('GET', admin(`/reports/sales?from=${today}&to=${today}&lang=en`));
    expect(answer.status).toBe(200);
    expect(answer.body.rows).toEqual([
      {
        date: today,
        product_name: 'Demo Admission ticket',
        ticket_type: expect.any(String),
        kind: 'option',
        payment_method: 'gmo',
        channel: 'web',
        quantity: 3,
        amount: expect.any(Number),
      },
    ]);
    expect(answer.body.days).toEqual([
      { date: today, orders: 1, tickets: 3, paid: answer.body.rows[0].amount, refunded: 0 },
    ]);
    const yesterday = venueToday().subtract({ days: 1 }).toString();
    expect(
      (await manager.call('GET', admin(`/reports/sales?from=${yesterday}&to=${yesterday}`))).body,
    ).toMatchObject({
      rows: [],
      days: [],
    });
    const cafe = await signInStaff(base, 'members-cafe', 'cafe@venue.example');
    expect(
      (await cafe.call('GET', admin(`/reports/sales?from=${today}&to=${today}`, 'members-cafe'))).body.rows,
    ).toEqual([]);
  });

  it('counts check-ins per hour of the day', async () => {
    const answer = await manager.call('GET', admin(`/reports/check-ins?date=${today}`));
    expect(answer.status).toBe(200);
    expect(answer.body.hours).toHaveLength(24);
    const hour = new Date(nowMs() + 9 * 3600_000).getUTCHours();
    expect(answer.body.hours[hour]).toEqual({ hour, count: 1 });
    expect(answer.body.total).toBe(1);
    expect((await manager.call('GET', admin('/reports/check-ins?date=2026-02-30'))).status).toBe(400);
  });

  it('exports the orders as CSV with a byte order mark, in Japanese or English, formulas made text', async () => {
    const ja = await manager.call('GET', admin(`/reports/orders.csv?from=${today}&to=${today}`));
    expect(ja.status).toBe(200);
    const lines = csvLines(ja.body);
    expect(lines[0]?.slice(0, 3)).toEqual(['予約番号', '状態', 'チャネル']);
    expect(lines).toHaveLength(2);
    const row = lines[1] ?? [];
    expect(row[0]).toBe(reservationNumber);
    expect(row[1]).toBe('completed');
    expect(row).toContain(`'=HYPERLINK(""http://x"")`);
    expect(row).toContain(`'${buyer.phone}`);
    expect(row).toContain(buyer.email);
    const en = await manager.call('GET', admin(`/reports/orders.csv?from=${today}&to=${today}&lang=en`));
    expect(csvLines(en.body)[0]?.[0]).toBe('reservation_number');
  });

  it('exports the check-ins as CSV', async () => {
    const answer = await box.call('GET', admin(`/reports/check-ins.csv?from=${today}&to=${today}&lang=en`));
    expect(answer.status).toBe(200);
    const lines = csvLines(answer.body);
    expect(lines[0]?.[0]).toBe('checked_in_at');
    expect(lines).toHaveLength(2);
    expect(lines[1]?.[1]).toBe(reservationNumber);
  });

  it('counts a refund on the day it gives the money back, beside what was paid', async () => {
    const sales = async () =>
      (await manager.call('GET', admin(`/reports/sales?from=${today}&to=${today}`))).body.days;
    const [before] = await sales();
    const found = await manager.call('GET', admin(`/orders?q=${encodeURIComponent(buyer.email)}`));
    const orderId = found.body.orders[0].order_id;
    const order = (await manager.call('GET', admin(`/orders/${orderId}?lang=en`))).body;
    const unused = order.tickets.find((ticket: { status: string }) => ticket.status !== 'used');
    const cancelled = await manager.call('POST', admin(`/orders/${orderId}/cancel`), {
      version: order.version,
      request_id: 'reports-refund-0001',
      ticket_ids: [unused.id],
      reason: 'Visitor asked',
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.refunded).toBeGreaterThan(0);
    expect(await sales()).toEqual([{ ...before, refunded: cancelled.body.refunded }]);
  });

  it('refuses a period backwards or longer than 100 days', async () => {
    const later = venueToday().add({ days: 1 }).toString();
    const far = venueToday().add({ days: 101 }).toString();
    for (const query of [
      `from=${later}&to=${today}`,
      `from=${today}&to=${far}`,
      'from=2026-1-1&to=2026-01-02',
    ])
      for (const path of ['/reports/sales', '/reports/orders.csv', '/reports/check-ins.csv'])
        expect(await manager.call('GET', admin(`${path}?${query}`)), `${path}?${query}`).toEqual({
          status: 400,
          body: { error: 'invalid request' },
        });
  });
});
