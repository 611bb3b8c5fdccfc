import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody } from '../../testing/purchase.ts';
import { call, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock, nowMs } from '../clock.ts';
import { parseTrustProxy } from '../http/clientAddress.ts';
import type { RunningServer } from '../server.ts';
import { defaultClientLimits, noClientLimits, readClientLimits } from './clientLimits.ts';
import { quarterHour } from './rateLimit.ts';

describe('per-client limit settings', () => {
  it('default to 40 held tickets, 10 orders a minute, 10 wrong coupon codes a quarter hour, 20 joins a minute, 30 console sign-ins and 20 wrong wallet pass tokens a quarter hour', () => {
    expect(readClientLimits({})).toEqual({
      heldTickets: 40,
      ordersPerMinute: 10,
      couponGuesses: 10,
      waitingRoomJoins: 20,
      staffSignIns: 30,
      passGuesses: 20,
    });
    expect(readClientLimits({})).toEqual(defaultClientLimits);
  });

  it('are read from the environment, 0 turning a limit off', () => {
    expect(
      readClientLimits({
        CLIENT_HELD_TICKETS: '0',
        CLIENT_ORDERS_PER_MINUTE: ' 100 ',
        CLIENT_COUPON_GUESSES: '',
        CLIENT_WAITING_ROOM_JOINS: '5',
        CLIENT_STAFF_SIGN_INS: '0',
        CLIENT_PASS_GUESSES: '3',
      }),
    ).toEqual({
      heldTickets: 0,
      ordersPerMinute: 100,
      couponGuesses: 10,
      waitingRoomJoins: 5,
      staffSignIns: 0,
      passGuesses: 3,
    });
    expect(() => readClientLimits({ CLIENT_HELD_TICKETS: '-1' })).toThrow(/CLIENT_HELD_TICKETS/);
    expect(() => readClientLimits({ CLIENT_COUPON_GUESSES: 'off' })).toThrow(/CLIENT_COUPON_GUESSES/);
  });
});

const minute = 60_000;

/** Headers of a request that came through our proxy at 127.0.0.1 from `address`. */
const from = (address: string) => ({ 'x-forwarded-for': address });

/** Moves the server clock to just after the start of the next window, so a test's calls share one. */
let clockMoved = 0;
function startWindow(windowMs: number): void {
  const ms = windowMs - (nowMs() % windowMs) + 1000;
  advanceClock(ms);
  clockMoved += ms;
}
function moveClock(ms: number): void {
  advanceClock(ms);
  clockMoved += ms;
}
afterAll(() => advanceClock(-clockMoved));

describe.each(testDatabases)('tickets held and orders made by one client on %s', (database) => {
  let holds: RunningServer;
  let perMinute: RunningServer;
  const heldTickets = 5;
  const ordersPerMinute = 3;
  beforeAll(async () => {
    const trustProxy = parseTrustProxy('127.0.0.1');
    holds = await startTestServer(database, {
      trustProxy,
      clientLimits: { ...noClientLimits, heldTickets },
    });
    perMinute = await startTestServer(database, {
      trustProxy,
      clientLimits: { ...noClientLimits, ordersPerMinute },
    });
  });
  afterAll(async () => {
    await holds?.close();
    await perMinute?.close();
  });

  async function order(server: RunningServer, client: string, quantity: number) {
    const slot = await findSlot(server.url, '', { places: quantity });
    return call(server.url, 'POST', '/api/v1/orders', orderBody(slot, quantity), from(client));
  }
  const tooManyHeld = { status: 429, body: { error: 'too many tickets held' } };

  it(`refuses a client more than ${heldTickets} tickets held at once, while another still buys`, async () => {
    const client = '203.0.113.10';
    const first = await order(holds, client, 3);
    const second = await order(holds, client, 2);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(await order(holds, client, 1)).toEqual(tooManyHeld);
    expect((await order(holds, '203.0.113.11', 2)).status).toBe(200);
    // An order larger than the limit is refused on its own.
    expect(await order(holds, '203.0.113.12', heldTickets + 1)).toEqual(tooManyHeld);

    // Cancelling gives the tickets back to the client's allowance.
    expect((await call(holds.url, 'DELETE', `/api/v1/orders/${second.body.order_token}`)).status).toBe(204);
    const third = await order(holds, client, 2);
    expect(third.status).toBe(200);
    expect(await order(holds, client, 1)).toEqual(tooManyHeld);

    // So does paying: paid tickets are no longer held.
    const token = third.body.order_token;
    await call(holds.url, 'POST', `/api/v1/ordermails/${token}`, {
      lang: 'en',
      contents: { email: 'buyer@example.com', fullname: 'Buyer One' },
    });
    const paid = await call(holds.url, 'POST', `/api/v1/orders/checkout/${token}`, {
      payment_method_type: 'gmo',
      payment_token: '4242424242424242',
    });
    expect(paid.body.result).toBe('completed');
    expect((await order(holds, client, 2)).status).toBe(200);
    expect(await order(holds, client, 1)).toEqual(tooManyHeld);

    // And holds that expire.
    moveClock(15 * minute + 1000);
    expect((await order(holds, client, heldTickets)).status).toBe(200);
  });

  it('counts parallel orders of one client one after another', async () => {
    const slot = await findSlot(holds.url, '', { places: 20 });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        call(holds.url, 'POST', '/api/v1/orders', orderBody(slot, 1), from('203.0.113.13')),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(heldTickets);
    for (const answer of answers.filter((candidate) => candidate.status !== 200))
      expect(answer).toEqual(tooManyHeld);
  });

  it(`refuses a client more than ${ordersPerMinute} orders a minute, while another still orders`, async () => {
    startWindow(minute);
    const client = '203.0.113.20';
    for (let made = 0; made < ordersPerMinute; made++)
      expect((await order(perMinute, client, 1)).status).toBe(200);
    expect(await order(perMinute, client, 1)).toEqual({ status: 429, body: { error: 'too many orders' } });
    expect((await order(perMinute, '203.0.113.21', 1)).status).toBe(200);
    moveClock(minute);
    expect((await order(perMinute, client, 1)).status).toBe(200);
  });
});

describe.each(testDatabases)('coupon guesses of one client on %s', (database) => {
  let server: RunningServer;
  const couponGuesses = 3;
  beforeAll(async () => {
    server = await startTestServer(database, {
      trustProxy: parseTrustProxy('127.0.0.1'),
      clientLimits: { ...noClientLimits, couponGuesses },
    });
  });
  afterAll(() => server?.close());

  async function newOrder(client: string): Promise<string> {
    const slot = await findSlot(server.url, '', { places: 2 });
    const created = await call(server.url, 'POST', '/api/v1/orders', orderBody(slot, 2), from(client));
    expect(created.status).toBe(200);
    return created.body.order_token;
  }
  const tryCoupon = (token: string, coupon: string, client: string) =>
    call(server.url, 'POST', `/api/v1/ordercoupons/${token}`, { coupon }, from(client));
  const tooMany = { status: 429, body: { error: 'too many coupon attempts' } };

  it(`refuses every code, even a right one, after ${couponGuesses} wrong codes`, async () => {
    startWindow(quarterHour);
    const client = '203.0.113.30';
    const token = await newOrder(client);
    // Codes that exist but do not apply are no guesses.
    for (let attempt = 0; attempt < couponGuesses + 2; attempt++)
      expect((await tryCoupon(token, 'EXPIRED', client)).body).toEqual({ error: 'coupon expired' });
    for (let guess = 0; guess < couponGuesses; guess++)
      expect(await tryCoupon(token, `GUESS${guess}`, client)).toEqual({
        status: 404,
        body: { error: 'coupon_code does not exist' },
      });
    expect(await tryCoupon(token, 'WELCOME10', client)).toEqual(tooMany);
    expect(await tryCoupon(token, 'GUESS9', client)).toEqual(tooMany);

    const other = '203.0.113.31';
    expect((await tryCoupon(await newOrder(other), 'WELCOME10', other)).status).toBe(200);

    // The next quarter hour the client may try again (on a new order: the old one's hold is over).
    moveClock(quarterHour);
    expect((await tryCoupon(await newOrder(client), 'WELCOME10', client)).status).toBe(200);
  });

  it('answers at most the allowed wrong codes of a client guessing in parallel', async () => {
    startWindow(quarterHour);
    const client = '203.0.113.32';
    const token = await newOrder(client);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, guess) => tryCoupon(token, `PARALLEL${guess}`, client)),
    );
    expect(answers.filter((answer) => answer.status === 404)).toHaveLength(couponGuesses);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(10 - couponGuesses);
    expect(await tryCoupon(token, 'WELCOME10', client)).toEqual(tooMany);
  });
});
