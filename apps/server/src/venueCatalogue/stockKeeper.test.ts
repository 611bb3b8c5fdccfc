import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { advanceClock, venueToday } from '../clock.ts';
import type { RunningServer } from '../server.ts';

/** The test catalogues keep 90 days of stock. */
const seedDays = 90;

const day = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('stock kept ahead while the server runs, on %s', (database) => {
  let server: RunningServer | undefined;
  let movedMs = 0;
  afterEach(async () => {
    await server?.close();
    advanceClock(-movedMs);
    movedMs = 0;
  });

  /** The last stocked date of every main product (a closed day is stocked too: its row says closed). */
  async function lastStockedDates(running: RunningServer) {
    const rows = await running.db.kysely
      .selectFrom('stock_days')
      .select(['product_id'])
      .select((eb) => eb.fn.max('date').as('last'))
      .groupBy('product_id')
      .execute();
    return rows.map((row) => String(row.last));
  }

  it('rolls the stock forward on a new venue day, without a restart, 40 days on', async () => {
    const running = await startTestServer(database, { stockCheckMs: 50 });
    server = running;
    const firstLast = venueToday()
      .add({ days: seedDays - 1 })
      .toString();
    expect(new Set(await lastStockedDates(running))).toEqual(new Set([firstLast]));

    advanceClock(40 * day);
    movedMs = 40 * day;
    const newLast = venueToday()
      .add({ days: seedDays - 1 })
      .toString();
    await expect
      .poll(async () => new Set(await lastStockedDates(running)), { timeout: 20_000 })
      .toEqual(new Set([newLast]));
  });

  it('leaves the stock alone while the day is the same', async () => {
    const running = await startTestServer(database, { stockCheckMs: 20 });
    server = running;
    const before = await running.db.kysely.selectFrom('time_spans').select('id').execute();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await running.db.kysely.selectFrom('time_spans').select('id').execute();
    expect(after).toHaveLength(before.length);
  });
});
