import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const buyer = { email: 'ticket-buyer@example.com', fullname: 'Ticket Buyer', phone: '0312345678' };

describe.each(testDatabases)('after-purchase ticket calls on %s', (database) => {
  let server: RunningServer;
  let base: string;
  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
  });
  afterAll(() => server.close());

  const api = (path: string) => `/api/v1${path}`;

  it('shows every ticket of a reservation with its QR code, slot, options and set products', async () => {
    const { reservationToken } = await purchase(base, '', {
      quantity: 2,
      withSetProduct: true,
      contents: buyer,
    });
    const view = await call(base, 'GET', api(`/reservations/${reservationToken}/tickets`));
    expect(view.status).toBe(200);
    const body = view.body;
    expect(body.reservation_token).toBe(reservationToken);
    expect(body.reservation_number).toMatch(/^\d{12}$/);
    expect(body.payment_method_type).toBe('gmo');
    expect(body.can_change_date).toBe(true);
    expect(body.options).toEqual([{ id: expect.any(Number), name: expect.any(String), quantity: 2 }]);
    expect(body.set_products).toEqual([{ product_name: expect.any(String), quantity: 1 }]);
    expect(body.caution).toBeTypeOf('string');
    expect(body.tickets.map((ticket: { kind: string }) => ticket.kind)).toEqual(['gate', 'gate', 'set']);
    for (const ticket of body.tickets) {
      expect(ticket.status).toBe('available');
      expect(ticket.used_at).toBeNull();
      expect(ticket.qr_code).toBe(
        `${base}/demo/tickets/#/id/${reservationToken}/${ticket.id}/${ticket.kind}`,
      );
      expect(Date.parse(ticket.end_at)).toBeGreaterThan(Date.parse(ticket.start_at));
    }
    const [gate] = body.tickets;
    expect(gate.start_at).toBe(body.reservation_from);
    const order = await server.db.kysely
      .selectFrom('payments')
      .select('amount')
      .where('status', '=', 'succeeded')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(body.price).toBe(order.amount);
  });

  it('answers record not found for unknown tokens and for another tenant', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    expect(await call(base, 'GET', api('/reservations/no-such-token/tickets'))).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    expect(
      (await call(base, 'GET', `/members-cafe${api(`/reservations/${reservationToken}/tickets`)}`)).status,
    ).toBe(404);
    expect((await call(base, 'POST', api('/reservations/nope/share'))).status).toBe(404);
    expect((await call(base, 'GET', api('/shared-tickets/nope'))).status).toBe(404);
  });

  it('shares the tickets read-only, without the buyer’s personal data', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 2, contents: buyer });
    const shared = await call(base, 'POST', api(`/reservations/${reservationToken}/share`));
    expect(shared.status).toBe(200);
    const shareToken: string = shared.body.share_token;
    expect(Buffer.from(shareToken, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect((await call(base, 'POST', api(`/reservations/${reservationToken}/share`))).body.share_token).toBe(
      shareToken,
    );
    const view = await call(base, 'GET', api(`/shared-tickets/${shareToken}`));
    expect(view.status).toBe(200);
    expect(view.body.tickets).toHaveLength(2);
    for (const ticket of view.body.tickets) expect(ticket.qr_code).toContain(`/id/${shareToken}/`);
    const owner = (await call(base, 'GET', api(`/reservations/${reservationToken}/tickets`))).body;
    const text = JSON.stringify(view.body);
    for (const secret of [
      reservationToken,
      owner.reservation_number,
      buyer.email,
      buyer.fullname,
      buyer.phone,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(view.body)).not.toContain('price');
    expect(Object.keys(view.body)).not.toContain('payment_method_type');
  });

  it('mails the shared link to a valid address, and limits how often', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1 });
    const to = 'friend@example.com';
    const bad = await call(base, 'POST', api(`/reservations/${reservationToken}/send`), {
      email: 'not-an-email',
    });
    expect(bad).toEqual({ status: 400, body: { error: 'invalid request' } });
    const sent = await call(base, 'POST', api(`/reservations/${reservationToken}/send`), { email: to });
    expect(sent.status).toBe(204);
    const shareToken = (await call(base, 'POST', api(`/reservations/${reservationToken}/share`))).body
      .share_token;
    const [mail] = await server.db.kysely
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', to)
      .execute();
    expect(mail?.text_body).toContain(`${base}/demo/#/tickets/shared/${shareToken}`);
    expect(mail?.text_body).not.toContain(reservationToken);
    const statuses = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      statuses.push(
        (await call(base, 'POST', api(`/reservations/${reservationToken}/send`), { email: to })).status,
      );
    }
    expect(statuses).toEqual([204, 204, 204, 204, 429]);
  });

  it('issues a receipt whose lines less discounts make the total, with the 10% tax included', async () => {
    const { reservationToken } = await purchase(base, '', {
      quantity: 2,
      withSetProduct: true,
      coupon: 'TICKET200',
      contents: buyer,
    });
    const missing = await call(base, 'GET', api(`/reservations/${reservationToken}/receipt`));
    expect(missing).toEqual({ status: 400, body: { error: 'invalid request' } });
    const receipt = await call(
      base,
      'GET',
      api(`/reservations/${reservationToken}/receipt?addressee=${encodeURIComponent('山田商事株式会社')}`),
    );
    expect(receipt.status).toBe(200);
    const body = receipt.body;
    expect(body.addressee).toBe('山田商事株式会社');
    expect(body.issuer).toBe('Demo');
    expect(body.payment_method_type).toBe('gmo');
    expect(body.lines).toHaveLength(2);
    for (const line of body.lines) expect(line.amount).toBe(line.unit_price * line.quantity);
    expect(body.discounts).toEqual([{ name: '200 yen off per ticket', amount: 400 }]);
    const gross = body.lines.reduce((sum: number, line: { amount: number }) => sum + line.amount, 0);
    expect(body.total).toBe(gross - 400);
    expect(body.tax_breakdown).toEqual([
      { rate: 10, amount: body.total, tax: Math.floor((body.total * 10) / 110) },
    ]);
    expect((await call(base, 'GET', api('/reservations/nope/receipt?addressee=x'))).status).toBe(404);
  });

  it('shows the tickets and the receipt in the language asked for, the order’s when none is', async () => {
    const { reservationToken } = await purchase(base, '', { quantity: 1, contents: buyer });
    const names = async (lang?: string) => {
      const query = lang ? `?lang=${lang}` : '';
      const view = (await call(base, 'GET', api(`/reservations/${reservationToken}/tickets${query}`))).body;
      return [view.product_name, view.options[0].name, view.tickets[0].name, view.caution];
    };
    const english = await names();
    expect(await names('en')).toEqual(english);
    const japanese = await names('ja');
    for (const [index, name] of japanese.entries()) {
      expect(name).not.toBe(english[index]);
      expect(name).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    const share = (await call(base, 'POST', api(`/reservations/${reservationToken}/share`))).body.share_token;
    expect((await call(base, 'GET', api(`/shared-tickets/${share}?lang=ja`))).body.product_name).toBe(
      japanese[0],
    );

    const receipt = (lang: string, addressee = 'Yamada') =>
      call(base, 'GET', api(`/reservations/${reservationToken}/receipt?addressee=${addressee}&lang=${lang}`));
    const ja = (await receipt('ja')).body;
    expect(ja.issuer).toBe('デモ');
    expect(ja.lines[0].name).toContain(japanese[0]);
    expect((await receipt('en')).body.issuer).toBe('Demo');
    expect(await receipt('ja', '%20%20')).toEqual({ status: 400, body: { error: 'invalid request' } });
    expect((await call(base, 'GET', '/api/v1/paymentmethods?lang=ja')).body[0].name).toBe('クレジットカード');
  });

  it('checks a ticket in once, in its slot only, by reservation or share token', async () => {
    const { reservationToken, slot } = await purchase(base, '', { quantity: 3, daysAhead: 3 });
    const tickets = (await call(base, 'GET', api(`/reservations/${reservationToken}/tickets`))).body.tickets;
    const [first, second, third] = tickets;
    const checkIn = (id: number, token: string, type = 'gate') =>
      call(base, 'POST', api(`/tickets/${id}/checkin`), { reservation_token: token, type });

    expect((await checkIn(first.id, reservationToken)).body).toEqual({
      id: first.id,
      status: 'invalid_time',
    });
    await moveSlot(server.db.kysely, slot.span.time_span_id, -10, 50);
    expect(await checkIn(first.id, reservationToken, 'set')).toEqual({
      status: 404,
      body: { error: 'ticket not found' },
    });
    expect((await checkIn(first.id, 'unknown-token')).status).toBe(404);
    expect(await checkIn(first.id, reservationToken)).toEqual({
      status: 200,
      body: { id: first.id, status: 'success' },
    });
    expect(await checkIn(first.id, reservationToken)).toEqual({
      status: 409,
      body: { error: 'ticket already used' },
    });
    const shareToken = (await call(base, 'POST', api(`/reservations/${reservationToken}/share`))).body
      .share_token;
    expect((await checkIn(second.id, shareToken)).body).toEqual({ id: second.id, status: 'success' });
    const view = (await call(base, 'GET', api(`/reservations/${reservationToken}/tickets`))).body;
    expect(view.tickets.map((ticket: { status: string }) => ticket.status)).toEqual([
      'used',
      'used',
      'available',
    ]);
    expect(view.tickets[0].used_at).toBeTypeOf('string');
    expect(view.can_change_date).toBe(false);

    await moveSlot(server.db.kysely, slot.span.time_span_id, -120, -60);
    expect((await checkIn(third.id, reservationToken)).body).toEqual({
      id: third.id,
      status: 'invalid_time',
    });
    const after = (await call(base, 'GET', api(`/reservations/${reservationToken}/tickets`))).body;
    expect(after.tickets[2].status).toBe('invalid_time');
  });

  it('lists and releases the mail magazines of the buyer’s address', async () => {
    const email = 'reader@example.com';
    const releaseTokens = async () => {
      const mails = await server.db.kysely
        .selectFrom('mail_outbox')
        .select('text_body')
        .where('to_address', '=', email)
        .execute();
      const texts = mails.map((mail) => mail.text_body).join('\n');
      return [...texts.matchAll(/mail-release\/([\w-]+)/g)].map((match) => match[1]);
    };
    const contents = { email, fullname: 'Reader', mail_magazine: 'true' };
    await purchase(base, '', { quantity: 1, contents });
    const [mailToken = ''] = await releaseTokens();
    expect(mailToken).not.toBe('');
    // A second purchase from the address keeps its one mail token.
    await purchase(base, '', { quantity: 1, contents });
    expect(await releaseTokens()).toEqual([mailToken, mailToken]);
    expect(await call(base, 'GET', api(`/mailmagazines/${mailToken}`))).toEqual({
      status: 200,
      body: { field_names: ['mail_magazine'] },
    });
    const release = () =>
      call(base, 'PUT', api(`/mailmagazines/${mailToken}`), { field_name: 'mail_magazine' });
    expect((await release()).status).toBe(204);
    expect(await release()).toEqual({ status: 409, body: { error: 'mail magazine already unsubscribed' } });
    expect((await call(base, 'GET', api(`/mailmagazines/${mailToken}`))).body).toEqual({ field_names: [] });
    expect(
      (await call(base, 'PUT', api(`/mailmagazines/${mailToken}`), { field_name: 'other' })).status,
    ).toBe(404);
    expect((await call(base, 'GET', api('/mailmagazines/unknown-token'))).status).toBe(404);
    expect((await call(base, 'GET', `/members-cafe${api(`/mailmagazines/${mailToken}`)}`)).status).toBe(404);
  });
});
