import { admissionKey, gateListSchema } from '@venue/ticket-core';
import { decodeJwt, importJWK, type JWK, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../testing/staff.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock, nowMs } from '../clock.ts';
import type { RunningServer } from '../server.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;

interface Ticket {
  id: number;
  kind: 'gate' | 'set';
  qr_code: string;
}

/** A random request key of a scan, as a gate makes one. */
const requestKey = () => crypto.randomUUID();

describe.each(testDatabases)('the scanning gate on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let gate: StaffBrowser;
  let manager: StaffBrowser;
  let tickets: Ticket[];
  let reservationToken: string;
  let shareToken: string;
  let spanId: number;

  beforeAll(async () => {
    server = await startTestServer(database);
    base = server.url;
    await addTestStaff(server, 'demo', 'gate@venue.example', 'gate');
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    await addTestStaff(server, 'members-cafe', 'cafe@venue.example', 'manager');
    const bought = await purchase(base, '', { quantity: 3, daysAhead: 3 });
    reservationToken = bought.reservationToken;
    spanId = bought.slot.span.time_span_id;
    await moveSlot(server.db.kysely, spanId, -10, 50);
    tickets = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body.tickets;
    shareToken = (await call(base, 'POST', `/api/v1/reservations/${reservationToken}/share`)).body
      .share_token;
    gate = await signInStaff(base, 'demo', 'gate@venue.example');
    manager = await signInStaff(base, 'demo', 'manager@venue.example');
  });
  afterAll(() => server.close());

  const keyOf = (ticket: Ticket, token = reservationToken) =>
    admissionKey({ gateToken: token, ticketId: ticket.id, kind: ticket.kind });
  const publicKey = async (staff: StaffBrowser) => {
    const answer = await staff.call('GET', admin('/gate/keys'));
    expect(answer.status).toBe(200);
    return importJWK(answer.body.keys[0] as JWK, 'ES256');
  };
  const list = async (staff = gate) => {
    const answer = await staff.call('GET', admin('/gate/list?lang=en'));
    expect(answer.status).toBe(200);
    const { payload } = await jwtVerify(answer.body.list, await publicKey(staff));
    return { jws: answer.body.list as string, payload: gateListSchema.parse(payload) };
  };
  const sync = (staff: StaffBrowser, deviceId: string, scans: object[], since?: string) =>
    staff.call('POST', admin('/gate/scans'), { device_id: deviceId, scans, conflicts_since: since });

  it('lists today’s tickets, signed, with keys of their QR codes and nothing about the visitors', async () => {
    const { jws, payload } = await list();
    const [first] = tickets as [Ticket];
    const entry = payload.tickets.find((ticket) => ticket.id === first.id);
    expect(entry).toMatchObject({
      time_span_id: spanId,
      status: 'available',
      used_at: null,
    });
    expect(entry?.keys).toEqual([await keyOf(first), await keyOf(first, shareToken)]);
    expect(payload.tickets.filter((ticket) => ticket.time_span_id === spanId)).toHaveLength(3);
    expect(payload.slots.find((slot) => slot.time_span_id === spanId)).toMatchObject({
      expected: 3,
      sale_type: 'time',
    });
    // Valid to the end of the venue day.
    const endOfDay = Date.parse(`${payload.date}T00:00:00+09:00`) + 24 * 3_600_000;
    expect(payload.exp * 1000).toBe(endOfDay);
    expect(payload.exp * 1000).toBeGreaterThan(nowMs());
    const text = Buffer.from(jws.split('.')[1] as string, 'base64url').toString();
    for (const secret of [reservationToken, shareToken, 'buyer@example.com', 'Buyer One'])
      expect(text).not.toContain(secret);
    // The manager gets the same list.
    expect((await list(manager)).payload.tickets.map((ticket) => ticket.id)).toEqual(
      payload.tickets.map((ticket) => ticket.id),
    );
  });

  it('fails verification when the list is tampered with', async () => {
    const { jws } = await list();
    const [header, body, signature] = jws.split('.') as [string, string, string];
    const payload = decodeJwt(jws);
    const forged = Buffer.from(
      JSON.stringify({ ...payload, tickets: [...(payload.tickets as object[]), { id: 1 }] }),
    ).toString('base64url');
    const key = await publicKey(gate);
    await expect(jwtVerify(`${header}.${forged}.${signature}`, key)).rejects.toThrow();
    expect(body).not.toBe(forged);
  });

  it('gives another venue’s staff nothing of this venue', async () => {
    const cafe = await signInStaff(base, 'members-cafe', 'cafe@venue.example');
    expect((await cafe.call('GET', admin('/gate/list'))).status).toBe(403);
    const own = await cafe.call('GET', admin('/gate/list', 'members-cafe'));
    expect(own.status).toBe(200);
    const ids = gateListSchema.parse(decodeJwt(own.body.list)).tickets.map((ticket) => ticket.id);
    for (const ticket of tickets) expect(ids).not.toContain(ticket.id);
    const key = await keyOf(tickets[1] as Ticket);
    const scan = { request_key: requestKey(), ticket_id: (tickets[1] as Ticket).id, ticket_key: key };
    const answer = await cafe.call('POST', admin('/gate/scans', 'members-cafe'), {
      device_id: 'cafe-door',
      scans: [{ ...scan, scanned_at: new Date(nowMs()).toISOString() }],
    });
    expect(answer.body.results[0]).toMatchObject({ verdict: 'unknown' });
  });

  it('admits the first of two gates’ scans of a ticket and tells the other which gate and when; both are kept', async () => {
    const ticket = tickets[0] as Ticket;
    const key = await keyOf(ticket);
    const earlier = new Date(nowMs() - 60_000).toISOString();
    const later = new Date(nowMs() - 30_000).toISOString();
    // The later scan arrives first: it is admitted until the earlier one arrives.
    const east = await sync(gate, 'east', [
      { request_key: requestKey(), ticket_id: ticket.id, ticket_key: key, scanned_at: later },
    ]);
    expect(east.body.results[0]).toMatchObject({ verdict: 'admitted' });
    const northBatch = [
      {
        request_key: requestKey(),
        ticket_id: ticket.id,
        ticket_key: await keyOf(ticket, shareToken),
        scanned_at: earlier,
      },
      {
        request_key: requestKey(),
        ticket_id: (tickets[1] as Ticket).id,
        ticket_key: await keyOf(tickets[1] as Ticket),
        scanned_at: earlier,
      },
    ];
    const north = await sync(manager, 'north', northBatch);
    expect(north.status).toBe(200);
    expect(north.body.results.map((result: { verdict: string }) => result.verdict)).toEqual([
      'admitted',
      'admitted',
    ]);
    // East sends its batch again: told now that north was first.
    const eastAgain = await sync(gate, 'east', [
      {
        request_key: east.body.results[0].request_key,
        ticket_id: ticket.id,
        ticket_key: key,
        scanned_at: later,
      },
    ]);
    expect(eastAgain.body.results[0]).toMatchObject({
      verdict: 'already_used',
      gate: 'north',
      used_at: earlier,
    });
    const scans = await server.db.kysely
      .selectFrom('gate_scans')
      .selectAll()
      .where('ticket_id', '=', ticket.id)
      .execute();
    expect(scans.map((scan) => scan.device_id).sort()).toEqual(['east', 'north']);
    const stored = await server.db.kysely
      .selectFrom('tickets')
      .select(['status', 'used_at'])
      .where('id', '=', ticket.id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'used', used_at: earlier });
    // The gate page's check-in sees it used.
    expect(
      await call(base, 'POST', `/api/v1/tickets/${ticket.id}/checkin`, {
        reservation_token: reservationToken,
        type: ticket.kind,
      }),
    ).toEqual({ status: 409, body: { error: 'ticket already used' } });

    // A replayed batch changes nothing: same answers, no new scans, the ticket as it was.
    const rowsBefore = await server.db.kysely.selectFrom('gate_scans').selectAll().orderBy('id').execute();
    const replayed = await sync(manager, 'north', northBatch);
    expect(replayed.body.results).toEqual(north.body.results);
    expect(await server.db.kysely.selectFrom('gate_scans').selectAll().orderBy('id').execute()).toEqual(
      rowsBefore,
    );
  });

  it('tells both gates of a ticket each let in, marks it on the order page, and counts it once as the day does', async () => {
    const bought = await purchase(base, '', { quantity: 3, daysAhead: 4 });
    const span = bought.slot.span.time_span_id;
    await moveSlot(server.db.kysely, span, -10, 50);
    const own: Ticket[] = (await call(base, 'GET', `/api/v1/reservations/${bought.reservationToken}/tickets`))
      .body.tickets;
    const [twice, once, online] = own as [Ticket, Ticket, Ticket];
    const scan = async (ticket: Ticket, at: string, admitted = true) => ({
      request_key: requestKey(),
      ticket_id: ticket.id,
      ticket_key: await admissionKey({
        gateToken: bought.reservationToken,
        ticketId: ticket.id,
        kind: ticket.kind,
      }),
      scanned_at: at,
      admitted,
    });
    const first = new Date(nowMs() - 120_000).toISOString();
    const second = new Date(nowMs() - 60_000).toISOString();
    // West let both in first and sends first: nothing to tell yet.
    const west = await sync(gate, 'west', [await scan(twice, first), await scan(once, first)]);
    expect(west.body.results.map((result: { verdict: string }) => result.verdict)).toEqual([
      'admitted',
      'admitted',
    ]);
    expect(west.body.conflicts).toEqual([]);
    // South let one in later, offline, and refused the other: told by its result and as a conflict.
    const south = await sync(manager, 'south', [await scan(twice, second), await scan(once, second, false)]);
    expect(south.body.results[0]).toMatchObject({ verdict: 'already_used', gate: 'west', used_at: first });
    const seenFromSouth = {
      ticket_id: twice.id,
      scanned_at: second,
      other_gate: 'west',
      other_scanned_at: first,
      first: 'other_gate',
    };
    expect(south.body.conflicts).toEqual([seenFromSouth]);
    // West, with nothing to send, learns of south's admission since its last answer.
    const westAgain = await sync(gate, 'west', [], west.body.conflicts_cursor);
    expect(westAgain.status).toBe(200);
    expect(westAgain.body).toMatchObject({
      results: [],
      conflicts: [
        {
          ticket_id: twice.id,
          scanned_at: first,
          other_gate: 'south',
          other_scanned_at: second,
          first: 'this_gate',
        },
      ],
    });
    // Minutes later, past the cursor's reach, it is not told again; asked without a cursor, it is.
    advanceClock(5 * 60_000);
    const cursor = (await sync(gate, 'west', [])).body.conflicts_cursor;
    expect((await sync(gate, 'west', [], cursor)).body.conflicts).toEqual([]);
    expect((await sync(manager, 'south', [])).body.conflicts).toEqual([seenFromSouth]);
    advanceClock(-5 * 60_000);

    // The third was checked in online, then let in by a gate whose list was older.
    expect(
      (
        await call(base, 'POST', `/api/v1/tickets/${online.id}/checkin`, {
          reservation_token: bought.reservationToken,
          type: online.kind,
        })
      ).status,
    ).toBe(200);
    const late = await sync(gate, 'west', [await scan(online, new Date(nowMs()).toISOString())]);
    expect(late.body.results[0]).toMatchObject({ verdict: 'already_used', gate: null });

    // Each ticket counts once, as the day's figures count it.
    const day = await manager.call('GET', admin('/today'));
    const slot = day.body.slots.find((entry: { time_span_id: number }) => entry.time_span_id === span);
    const counted = late.body.slots.find((entry: { time_span_id: number }) => entry.time_span_id === span);
    expect(counted).toEqual({
      time_span_id: span,
      admitted: slot.checked_in,
      expected: slot.channels.web.sold + slot.channels.spot.sold,
    });
    expect(counted).toMatchObject({ admitted: 3, expected: 3 });

    // The order page lists every scan and the check-in, the double admissions marked.
    const { order_id: orderId } = await server.db.kysely
      .selectFrom('reservations')
      .select('order_id')
      .where('token', '=', bought.reservationToken)
      .executeTakeFirstOrThrow();
    const page = await manager.call('GET', admin(`/orders/${orderId}?lang=en`));
    expect(page.status).toBe(200);
    const admissions = (ticket: Ticket) =>
      page.body.tickets.find((entry: { id: number }) => entry.id === ticket.id).admissions;
    const entry = (
      at: string,
      gate: string | null,
      verdict: string,
      admitted: boolean | null,
      conflict: boolean,
    ) => ({
      at,
      source: gate === null ? 'check_in' : 'scan',
      gate,
      verdict,
      gate_admitted: admitted,
      conflict,
    });
    expect(admissions(twice)).toEqual([
      entry(first, 'west', 'admitted', true, true),
      entry(second, 'south', 'already_used', true, true),
    ]);
    expect(admissions(once)).toEqual([
      entry(first, 'west', 'admitted', true, false),
      entry(second, 'south', 'already_used', false, false),
    ]);
    const [checkIn, lateScan] = admissions(online);
    expect(checkIn).toEqual(entry(checkIn.at, null, 'admitted', null, true));
    expect(lateScan).toMatchObject({ source: 'scan', gate: 'west', verdict: 'already_used', conflict: true });
    // Staff who may not read orders do not see it.
    expect((await gate.call('GET', admin(`/orders/${orderId}`))).status).toBe(403);
  });

  it('answers unknown for a forged code, cancelled and wrong time by the admission rule, and refuses bad batches', async () => {
    const ticket = tickets[2] as Ticket;
    const now = new Date(nowMs()).toISOString();
    const forged = await admissionKey({ gateToken: 'x'.repeat(32), ticketId: ticket.id, kind: ticket.kind });
    const answer = await sync(gate, 'east', [
      { request_key: requestKey(), ticket_id: ticket.id, ticket_key: forged, scanned_at: now },
      {
        request_key: requestKey(),
        ticket_id: ticket.id,
        ticket_key: await keyOf(ticket),
        scanned_at: new Date(nowMs() - 86_400_000).toISOString(),
      },
    ]);
    expect(answer.body.results.map((result: { verdict: string }) => result.verdict)).toEqual([
      'unknown',
      'wrong_time',
    ]);
    expect(
      (
        await server.db.kysely
          .selectFrom('tickets')
          .select('status')
          .where('id', '=', ticket.id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('available');
    await server.db.kysely
      .updateTable('tickets')
      .set({ status: 'invalid' })
      .where('id', '=', ticket.id)
      .execute();
    const cancelled = await sync(gate, 'east', [
      { request_key: requestKey(), ticket_id: ticket.id, ticket_key: await keyOf(ticket), scanned_at: now },
    ]);
    expect(cancelled.body.results[0]).toMatchObject({ verdict: 'cancelled' });
    for (const body of [
      {},
      { device_id: 'east', scans: [], conflicts_since: 'yesterday' },
      {
        device_id: 'east door',
        scans: [{ request_key: requestKey(), ticket_id: 1, ticket_key: forged, scanned_at: now }],
      },
      {
        device_id: 'east',
        scans: [{ request_key: 'short', ticket_id: 1, ticket_key: forged, scanned_at: now }],
      },
      {
        device_id: 'east',
        scans: [{ request_key: requestKey(), ticket_id: 1, ticket_key: 'abc', scanned_at: now }],
      },
      {
        device_id: 'east',
        scans: [{ request_key: requestKey(), ticket_id: 1, ticket_key: forged, scanned_at: 'yesterday' }],
      },
    ])
      expect(await gate.call('POST', admin('/gate/scans'), body), JSON.stringify(body)).toEqual({
        status: 400,
        body: { error: 'invalid request' },
      });
  });

  it('keeps a list of many tickets small: under 250 bytes a ticket with two QR codes', async () => {
    const [one] = await server.db.kysely
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', (tickets[0] as Ticket).id)
      .execute();
    const many = 2000;
    const { reservation_id, product_id, option_id, time_span_id } = one as NonNullable<typeof one>;
    for (let start = 0; start < many; start += 500)
      await server.db.kysely
        .insertInto('tickets')
        .values(
          Array.from({ length: 500 }, () => ({
            reservation_id,
            product_id,
            option_id,
            time_span_id,
            kind: 'gate' as const,
            status: 'available' as const,
            used_at: null,
          })),
        )
        .execute();
    const { jws, payload } = await list();
    expect(payload.tickets.length).toBeGreaterThanOrEqual(many + 3);
    expect(jws.length / payload.tickets.length).toBeLessThan(250);
  });
});
