import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadedPass, passJsonOf, passService } from '../../testing/applePasses.ts';
import { purchase } from '../../testing/purchase.ts';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../testing/staff.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import { makeTestWalletKeys } from '../../testing/walletKeys.ts';
import {
  eventually,
  standInAccessToken,
  startGoogleStandIn,
  startPushStandIn,
} from '../../testing/walletServices.ts';
import { advanceClock } from '../clock.ts';
import type { RunningServer } from '../server.ts';

/** What Apple's "passes updated since" call answers. */
interface Updated {
  serialNumbers: string[];
  lastUpdated: string;
}

const keys = makeTestWalletKeys();
const email = 'wallet.visitor@example.com';
const deadToken = 'dead0000';
const admin = (path: string) => `/demo/api/admin/v1${path}`;

describe.each(testDatabases)('wallet passes follow a changed ticket on %s', (database) => {
  let server: RunningServer;
  let base: string;
  let push: Awaited<ReturnType<typeof startPushStandIn>>;
  let google: Awaited<ReturnType<typeof startGoogleStandIn>>;
  let box: StaffBrowser;
  beforeAll(async () => {
    push = await startPushStandIn((received) => (received.path.endsWith(deadToken) ? 410 : 200));
    google = await startGoogleStandIn(keys.googlePublicKey);
    server = await startTestServer(database, {
      wallet: { demo: keys.site },
      walletServices: {
        applePushUrl: push.url,
        applePushCa: push.ca,
        googleTokenUrl: google.tokenUrl,
        googleWalletApiUrl: google.apiUrl,
      },
    });
    base = server.url;
    await addTestStaff(server, 'demo', 'box@venue.example', 'box_office');
    box = await signInStaff(base, 'demo', 'box@venue.example');
  });
  afterAll(async () => {
    await server.close();
    await push.close();
    await google.close();
  });

  /** A visitor's one ticket with its pass downloaded and registered on a device pushed at `pushToken`. */
  async function registeredTicket(device: string, pushToken: string) {
    const bought = await purchase(base, '', { quantity: 1, contents: { email, fullname: 'Wallet Visitor' } });
    const view = (await call(base, 'GET', `/api/v1/reservations/${bought.reservationToken}/tickets`)).body;
    const ticket = view.tickets[0];
    const pass = await downloadedPass(base, bought.reservationToken, ticket.id);
    const service = passService(pass);
    expect((await service.register(device, pushToken)).status).toBe(201);
    return { ...bought, ticket, pass, service };
  }

  const pushesTo = (pushToken: string) =>
    push.pushes.filter((entry) => entry.path === `/3/device/${pushToken}`);
  const patchesOf = (objectId: string) =>
    google.calls.filter(
      (entry) => entry.method === 'PATCH' && entry.path === `/walletobjects/v1/eventTicketObject/${objectId}`,
    );

  it("pushes the device when the visitor changes the date, then serves the pass of the new day and updates Google's object", async () => {
    const pushToken = 'a1b2c3d4e5f60718';
    const { reservationToken, ticket, pass, service } = await registeredTicket('phone-1', pushToken);
    expect(pass.webServiceURL).toBe(`${base}/demo/api/wallet`);
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(32);
    const before = (await (await service.updated('phone-1')).json()) as Updated;
    expect(before.serialNumbers).toEqual([pass.serialNumber]);
    const served = await service.latest();
    const lastModified = served.headers.get('last-modified') as string;
    expect(passJsonOf(await served.arrayBuffer()).relevantDate).toBe(pass.relevantDate);

    const target = await changeTarget(base, reservationToken);
    const change = await requestChange(base, reservationToken, target.timeSpanId, email);
    expect(change.status).toBe(200);
    const done = await call(base, 'POST', `/api/v1/timechanges/${change.body.timechange_token}/checkout`, {
      payment_method_type: 'free',
    });
    expect(done.body).toMatchObject({ result: 'completed', reservation_token: reservationToken });

    const [pushed] = await eventually(() =>
      pushesTo(pushToken).length > 0 ? pushesTo(pushToken) : undefined,
    );
    expect(pushed).toEqual({
      path: `/3/device/${pushToken}`,
      topic: 'pass.example.venue',
      body: '{}',
      clientCertificate: 'Pass Type ID: pass.example.venue',
    });
    // The device asks what changed since its tag, then fetches the pass again.
    const changed = await service.updated('phone-1', before.lastUpdated);
    expect(changed.status).toBe(200);
    const { serialNumbers, lastUpdated } = (await changed.json()) as Updated;
    expect(serialNumbers).toEqual([pass.serialNumber]);
    expect(Number(lastUpdated)).toBeGreaterThan(Number(before.lastUpdated));
    expect((await service.updated('phone-1', lastUpdated)).status).toBe(204);
    // A second on, so the pass fetched now is dated after the change's second.
    advanceClock(1000);
    const fetched = await service.latest({ 'if-modified-since': lastModified });
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('application/vnd.apple.pkpass');
    const updated = passJsonOf(await fetched.arrayBuffer());
    const newView = (await call(base, 'GET', `/api/v1/reservations/${reservationToken}/tickets?lang=en`))
      .body;
    const moved = newView.tickets[0];
    expect(moved.start_at.slice(0, 10)).toBe(target.day);
    expect(Date.parse(updated.relevantDate)).toBe(Date.parse(moved.start_at));
    const date = updated.eventTicket.secondaryFields.find((field: { key: string }) => field.key === 'date');
    expect(date.value).toContain(target.day.replaceAll('-', '/'));
    expect(updated.serialNumber).toBe(pass.serialNumber);
    expect(updated.authenticationToken).toBe(pass.authenticationToken);
    // Asked again with the Last-Modified it came with, the pass has not changed since.
    const again = await service.latest({
      'if-modified-since': fetched.headers.get('last-modified') as string,
    });
    expect(again.status).toBe(304);

    const objectId = `3388000000012345678.${pass.serialNumber}`;
    const [patch] = await eventually(() =>
      patchesOf(objectId).length > 0 ? patchesOf(objectId) : undefined,
    );
    expect(google.grants).toContain('wallet@venue-test.iam.gserviceaccount.com');
    expect(patch?.authorization).toBe(`Bearer ${standInAccessToken}`);
    expect(patch?.body).toMatchObject({ id: objectId, state: 'ACTIVE', ticketNumber: ticket.num });
    const insertedClass = google.calls.find(
      (entry) => entry.method === 'POST' && entry.body?.id === patch?.body.classId,
    );
    expect(insertedClass?.authorization).toBe(`Bearer ${standInAccessToken}`);
    expect(insertedClass?.body.dateTime).toEqual({ start: moved.start_at, end: moved.end_at });
    expect(patch?.body.textModulesData).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'date', body: date.value })]),
    );
  });

  it("pushes on the venue's date change and on a cancel, after which the pass shows void", async () => {
    const pushToken = 'b1b2c3d4e5f60718';
    const { orderToken, pass, service } = await registeredTicket('phone-2', pushToken);
    const { id: orderId } = await server.db.kysely
      .selectFrom('orders')
      .select('id')
      .where('token', '=', orderToken)
      .executeTakeFirstOrThrow();
    const page = async () => (await box.call('GET', admin(`/orders/${orderId}?lang=en`))).body;
    const opened = await page();
    const day = opened.start_at.slice(0, 10);
    const stock = await box.call('GET', admin(`/orders/${orderId}/changedate/daystock?date=${day}&lang=en`));
    const target = stock.body.time_spans.find(
      (span: { time_span_id: number; remaining_stock: number }) =>
        span.time_span_id !== stock.body.current_time_span_id && span.remaining_stock >= 1,
    );
    const moved = await box.call('POST', admin(`/orders/${orderId}/changedate`), {
      version: opened.version,
      request_id: 'wallet-date-0123456789abcdef',
      time_span_id: target.time_span_id,
    });
    expect(moved.status).toBe(200);
    await eventually(() => (pushesTo(pushToken).length === 1 ? true : undefined));
    const afterMove = passJsonOf(await (await service.latest()).arrayBuffer());
    expect(Date.parse(afterMove.relevantDate)).toBe(Date.parse(target.start_at));
    expect(afterMove.voided).toBeUndefined();

    const current = await page();
    const cancelled = await box.call('POST', admin(`/orders/${orderId}/cancel`), {
      version: current.version,
      request_id: 'wallet-cancel-0123456789abcdef',
      ticket_ids: [current.tickets[0].id],
      reason: 'Visitor asked by phone',
    });
    expect(cancelled.status).toBe(200);
    await eventually(() => (pushesTo(pushToken).length === 2 ? true : undefined));
    const voided = passJsonOf(await (await service.latest()).arrayBuffer());
    expect(voided).toMatchObject({ serialNumber: pass.serialNumber, voided: true });
    const objectId = `3388000000012345678.${pass.serialNumber}`;
    const patch = await eventually(() =>
      patchesOf(objectId).find((entry) => entry.body.state === 'INACTIVE'),
    );
    expect(patch.authorization).toBe(`Bearer ${standInAccessToken}`);
  });

  it('changes the date whatever the push service answers, and forgets a device Apple says is gone', async () => {
    const { reservationToken, pass, service } = await registeredTicket('phone-3', deadToken);
    const target = await changeTarget(base, reservationToken);
    const change = await requestChange(base, reservationToken, target.timeSpanId, email);
    const done = await call(base, 'POST', `/api/v1/timechanges/${change.body.timechange_token}/checkout`, {
      payment_method_type: 'free',
    });
    expect(done.body).toMatchObject({ result: 'completed' });
    await eventually(() => (pushesTo(deadToken).length === 1 ? true : undefined));
    const registrations = async () =>
      (
        await server.db.kysely
          .selectFrom('wallet_pass_registrations')
          .select('device_id')
          .where('serial_number', '=', pass.serialNumber)
          .execute()
      ).length;
    for (let tries = 0; tries < 100 && (await registrations()) > 0; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await registrations()).toBe(0);
    expect((await service.updated('phone-3')).status).toBe(204);
  });
});
