import { defineTenant, type TenantConfig } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../../testing/browser.ts';
import { purchase } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { testTenants } from '../../testing/testTenants.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import { setClock } from '../clock.ts';
import type { RunningServer } from '../server.ts';
import { passCookie } from '../waitingRoom/waitingRoom.ts';

const email = 'buyer@example.com';
const opensAt = '2027-01-06T10:00:00+09:00';
const closesAt = '2027-01-06T12:00:00+09:00';
/** demo's room gates every product, so the reservations bought below are of a gated product. */
const tenants: Record<string, TenantConfig> = {
  demo: defineTenant({
    ...(testTenants.demo as TenantConfig),
    waitingRoom: { opensAt, closesAt, admitPerMinute: 60 },
  }),
};

const at = (instant: string) => setClock(instant);

describe.each(testDatabases)('a date change during the waiting room on %s', (database) => {
  let server: RunningServer;
  let base: string;
  const reservations: string[] = [];

  const changesOf = (reservationToken: string) =>
    server.db.kysely
      .selectFrom('time_changes as c')
      .innerJoin('reservations as r', 'r.id', 'c.reservation_id')
      .select('c.status')
      .where('r.token', '=', reservationToken)
      .execute();
  const heldOn = async (timeSpanId: number) =>
    (
      await server.db.kysely
        .selectFrom('time_spans')
        .select('held')
        .where('id', '=', timeSpanId)
        .executeTakeFirstOrThrow()
    ).held;
  const visitDay = async (reservationToken: string) =>
    (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body.reservation_from.slice(
      0,
      10,
    );

  beforeAll(async () => {
    // Bought once the room has closed, so without a pass; the tests then set the clock back into the room.
    at(closesAt);
    server = await startTestServer(database, { tenants });
    base = server.url;
    for (let bought = 0; bought < 3; bought += 1)
      reservations.push((await purchase(base, '', { quantity: 1 })).reservationToken);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a change of a gated product without a pass while the room is active, writing nothing', async () => {
    at('2027-01-06T09:59:00+09:00');
    const reservation = reservations[0] as string;
    const day = await visitDay(reservation);
    const target = await changeTarget(base, reservation);
    const held = await heldOn(target.timeSpanId);
    const change = { lang: 'en', time_span_id: target.timeSpanId, email };
    const refused = { status: 403, body: { error: 'waiting_room_pass_required' } };
    // In the queue before the opening: a place, no pass yet.
    const early = new Browser();
    expect((await early.call(base, 'POST', '/api/v1/waiting-room')).body).toMatchObject({ state: 'waiting' });
    expect(await early.call(base, 'POST', `/api/v1/reservations/${reservation}/timechanges`, change)).toEqual(
      refused,
    );
    at('2027-01-06T10:00:30+09:00');
    expect(await requestChange(base, reservation, target.timeSpanId, email)).toEqual(refused);
    expect(await changesOf(reservation)).toEqual([]);
    expect(await heldOn(target.timeSpanId)).toBe(held);
    expect(await visitDay(reservation)).toBe(day);
  });

  it('moves it with a pass of the room', async () => {
    at('2027-01-06T10:00:30+09:00');
    const reservation = reservations[1] as string;
    const target = await changeTarget(base, reservation);
    const admitted = new Browser();
    const joined = await admitted.call(base, 'POST', '/api/v1/waiting-room');
    expect(joined.body).toMatchObject({ state: 'admitted' });
    expect(admitted.cookies.has(passCookie('demo'))).toBe(true);
    const created = await admitted.call(base, 'POST', `/api/v1/reservations/${reservation}/timechanges`, {
      lang: 'en',
      time_span_id: target.timeSpanId,
      email,
    });
    expect(created.status).toBe(200);
    const done = await admitted.call(
      base,
      'POST',
      `/api/v1/timechanges/${created.body.timechange_token}/checkout`,
      { payment_method_type: 'free' },
    );
    expect(done.body).toMatchObject({ result: 'completed', reservation_token: reservation });
    expect(await visitDay(reservation)).toBe(target.day);
  });

  it('answers an unknown reservation as before, and leaves changes alone once the room has closed', async () => {
    at('2027-01-06T10:00:30+09:00');
    expect(await requestChange(base, 'no-such-token', 1, email)).toEqual({
      status: 404,
      body: { error: 'record not found' },
    });
    at(closesAt);
    const reservation = reservations[2] as string;
    const target = await changeTarget(base, reservation);
    const created = await requestChange(base, reservation, target.timeSpanId, email);
    expect(created.status).toBe(200);
    expect(await changesOf(reservation)).toEqual([{ status: 'pending' }]);
  });
});
