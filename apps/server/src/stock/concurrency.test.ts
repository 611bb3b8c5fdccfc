import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSlot, orderBody, purchase } from '../../testing/purchase.ts';
import { moveSlot } from '../../testing/slotNow.ts';
import { call, dropSchema, freshSchema, startTestServer, testDatabases } from '../../testing/testServer.ts';
import type { RunningServer } from '../server.ts';

const lastTickets = 5;
const attempts = 200;

describe.each(testDatabases)('racing replicas for the last tickets and one check-in on %s', (database) => {
  const servers: RunningServer[] = [];
  const schema = freshSchema();
  beforeAll(async () => {
    servers.push(await startTestServer(database, { schema }));
    // On PostgreSQL a second replica shares the database: both must sell correctly together.
    if (database === 'postgres') servers.push(await startTestServer(database, { schema }));
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    if (database === 'postgres') await dropSchema(schema);
  });

  it(`sells at most ${lastTickets} of ${attempts} parallel orders and never goes negative`, async () => {
    const [first] = servers;
    if (!first) throw new Error('no server');
    const slot = await findSlot(first.url, '', { daysAhead: 4 });
    await first.db.kysely
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb('capacity', '-', lastTickets), held: 0 }))
      .where('id', '=', slot.span.time_span_id)
      .execute();
    const answers = await Promise.all(
      Array.from({ length: attempts }, (_, index) =>
        call(
          (servers[index % servers.length] as RunningServer).url,
          'POST',
          '/api/v1/orders',
          orderBody(slot, 1),
        ),
      ),
    );
    const sold = answers.filter((answer) => answer.status === 200);
    expect(sold).toHaveLength(lastTickets);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toEqual({ status: 409, body: { error: 'out of stock' } });
    }
    const span = await first.db.kysely
      .selectFrom('time_spans')
      .selectAll()
      .where('id', '=', slot.span.time_span_id)
      .executeTakeFirstOrThrow();
    expect(span.capacity - span.held - span.sold).toBe(0);
    expect(span.held).toBe(lastTickets);
  });

  it('lets exactly one of many gates, on every replica, check the same ticket in at once', async () => {
    const [first] = servers;
    if (!first) throw new Error('no server');
    const { reservationToken, slot } = await purchase(first.url, '', { quantity: 1, daysAhead: 6 });
    await moveSlot(first.db.kysely, slot.span.time_span_id, -5, 55);
    const [ticket] = (await call(first.url, 'GET', `/api/v1/reservations/${reservationToken}/tickets`)).body
      .tickets;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        call(
          (servers[index % servers.length] as RunningServer).url,
          'POST',
          `/api/v1/tickets/${ticket.id}/checkin`,
          {
            reservation_token: reservationToken,
            type: 'gate',
          },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toEqual([
      { status: 200, body: { id: ticket.id, status: 'success' } },
    ]);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toEqual({ status: 409, body: { error: 'ticket already used' } });
    }
  });
});
