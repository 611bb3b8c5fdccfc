import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchase } from '../../testing/purchase.ts';
import { call, dropSchema, freshSchema, startTestServer, testDatabases } from '../../testing/testServer.ts';
import { changeTarget, requestChange } from '../../testing/timeChange.ts';
import type { RunningServer } from '../server.ts';

const lastSeats = 3;
const reservations = 24;

describe.each(testDatabases)('racing time changes for the last seats of a slot on %s', (database) => {
  const servers: RunningServer[] = [];
  const schema = freshSchema();
  beforeAll(async () => {
    servers.push(await startTestServer(database, { schema }));
    // On PostgreSQL a second replica shares the database: together they must not oversell either.
    if (database === 'postgres') servers.push(await startTestServer(database, { schema }));
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    if (database === 'postgres') await dropSchema(schema);
  });

  const replica = (index: number) => (servers[index % servers.length] as RunningServer).url;

  // 24 purchases one after another before the race: more than the usual 30 s on a busy two-core machine.
  it(`moves at most ${lastSeats} of ${reservations} reservations into the slot, each once`, async () => {
    const [first] = servers;
    if (!first) throw new Error('no server');
    const bought = [];
    for (let index = 0; index < reservations; index += 1) {
      bought.push(await purchase(first.url, '', { quantity: 1, daysAhead: 3 }));
    }
    const target = await changeTarget(first.url, bought[0]?.reservationToken ?? '', 6);
    await first.db.kysely
      .updateTable('time_spans')
      .set((eb) => ({ sold: eb('capacity', '-', lastSeats), held: 0 }))
      .where('id', '=', target.timeSpanId)
      .execute();

    const answers = await Promise.all(
      bought.map((entry, index) =>
        requestChange(replica(index), entry.reservationToken, target.timeSpanId, 'buyer@example.com'),
      ),
    );
    const held = answers.filter((answer) => answer.status === 200);
    expect(held).toHaveLength(lastSeats);
    for (const answer of answers.filter((candidate) => candidate.status !== 200)) {
      expect(answer).toEqual({ status: 409, body: { error: 'time_change_out_of_stock' } });
    }

    // Every winner checks out twice at once, on different replicas: each change is completed once.
    const checkouts = await Promise.all(
      held.flatMap((answer, index) =>
        [0, 1].map((copy) =>
          call(
            replica(index + copy),
            'POST',
            `/api/v1/timechanges/${answer.body.timechange_token}/checkout`,
            {
              payment_method_type: 'free',
            },
          ),
        ),
      ),
    );
    for (const answer of checkouts) expect(answer.body.result).toBe('completed');
    const span = await first.db.kysely
      .selectFrom('time_spans')
      .selectAll()
      .where('id', '=', target.timeSpanId)
      .executeTakeFirstOrThrow();
    expect({ held: span.held, free: span.capacity - span.held - span.sold }).toEqual({ held: 0, free: 0 });
    const tickets = await first.db.kysely
      .selectFrom('tickets')
      .select('id')
      .where('time_span_id', '=', target.timeSpanId)
      .execute();
    expect(tickets).toHaveLength(lastSeats);
  }, 120_000);
});
