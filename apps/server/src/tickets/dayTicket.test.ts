import { defineTenant, type TenantConfig } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';

/** A park of the outdoor catalogue, whose first product is a day pass (date-selection mode `date`). */
const park = defineTenant({
  ...(testTenants.demo as TenantConfig),
  id: 'park',
  kind: 'islands-park',
  title: { ja: 'park', default: 'park' },
});

describe.each(testDatabases)('a day ticket on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const site = `/${park.id}`;
  beforeAll(async () => {
    server = await startTestServer(database, { tenants: { ...testTenants, [park.id]: park } });
    base = server.url;
  });
  afterAll(() => server.close());

  /** Today's day-pass slot of the park. */
  async function todaysDayPass() {
    const today = venueToday().toString();
    const [dayPass] = (await call(base, 'GET', `${site}/api/v1/products?lang=en`)).body;
    expect(dayPass.date_selection_mode).toBe('date');
    const stock = (
      await call(
        base,
        'GET',
        `${site}/api/v1/products/stocks?date=${today}&product_id=${dayPass.uuid}&lang=en`,
      )
    ).body;
    const [span] = stock.time_spans;
    expect(span.remaining_stock).toBeGreaterThan(0);
    return { uuid: dayPass.uuid, span };
  }

  it('is sold for today and checks in at any hour of today', async () => {
    const { uuid, span } = await todaysDayPass();
    const created = await call(base, 'POST', `${site}/api/v1/orders`, {
      lang: 'en',
      option_values: [{ option_value_id: span.options[0].id, quantity: 1 }],
      product_uuid: uuid,
      quantity: 1,
      set_products: [],
      time_span_id: span.time_span_id,
    });
    expect(created.status).toBe(200);
    const token = created.body.order_token;
    await call(base, 'POST', `${site}/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'day@example.com', fullname: 'Day Visitor' },
    });
    const paid = await call(base, 'POST', `${site}/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
    const reservationToken = paid.body.reservation_token;
    const view = await call(base, 'GET', `${site}/api/v1/reservations/${reservationToken}/tickets`);
    const [ticket] = view.body.tickets;
    expect(ticket.status).toBe('available');
    const checkIn = () =>
      call(base, 'POST', `${site}/api/v1/tickets/${ticket.id}/checkin`, {
        reservation_token: reservationToken,
        type: 'gate',
      });
    expect(await checkIn()).toEqual({ status: 200, body: { id: ticket.id, status: 'success' } });
    expect(await checkIn()).toEqual({ status: 409, body: { error: 'ticket already used' } });
  });
});
