import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statusWritesBelow, statusWritesIn } from '../../testing/orderStatusWrites.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { nowIso } from '../clock.ts';
import type { OrderStatus } from '../db/schema.ts';
import type { RunningServer } from '../server.ts';
import { canMoveOrder, moveOrder, orderTransitions } from './orderStatus.ts';

const statuses = Object.keys(orderTransitions) as OrderStatus[];

describe('the order state machine', () => {
  it('ends every order it lets go on: each status reaches completed, cancelled or expired', () => {
    const ends = new Set<OrderStatus>(['completed', 'cancelled', 'expired']);
    for (const status of statuses) {
      const seen = new Set<OrderStatus>([status]);
      const next = [status];
      for (let at = next.pop(); at !== undefined; at = next.pop()) {
        const unseen = orderTransitions[at].filter((to) => !seen.has(to));
        for (const to of unseen) seen.add(to);
        next.push(...unseen);
      }
      expect(
        [...seen].some((reached) => ends.has(reached)),
        status,
      ).toBe(true);
    }
    expect(orderTransitions.cancelled).toEqual([]);
    expect(orderTransitions.expired).toEqual([]);
    // A paid order goes on only to cancelled (the venue cancels all its tickets).
    expect(orderTransitions.completed).toEqual(['cancelled']);
  });

  it('is the only writer of orders.status in the server', () => {
    const src = fileURLToPath(new URL('..', import.meta.url));
    const writes = statusWritesBelow(src).filter((write) => write.file !== 'orders/orderStatus.ts');
    expect(writes).toEqual([]);
  });

  it('finds a write of orders.status wherever it is written', () => {
    const source = `
      await trx.updateTable('orders').set({ status: 'completed' }).where('id', '=', 1).execute();
      await trx.updateTable('orders as o').where('id', '=', 1).set({ ...changes }).execute();
      await trx.updateTable('orders').set({ expires_at: until }).execute();
      await sql\`update orders set status = 'cancelled'\`.execute(trx);
    `;
    expect(statusWritesIn('planted.ts', source).map((write) => write.line)).toEqual([2, 3, 5]);
  });
});

describe.each(testDatabases)('moving an order on %s', (database) => {
  let server: RunningServer;
  let slot: { product_id: number; id: number };
  beforeAll(async () => {
    server = await startTestServer(database);
    slot = await server.db.kysely
      .selectFrom('time_spans')
      .select(['product_id', 'id'])
      .limit(1)
      .executeTakeFirstOrThrow();
  });
  afterAll(() => server.close());

  let made = 0;
  async function orderIn(status: OrderStatus) {
    made += 1;
    const { id } = await server.db.kysely
      .insertInto('orders')
      .values({
        tenant_id: 'demo',
        token: `state-machine-${made}`,
        channel: 'web',
        status,
        lang: 'ja',
        product_id: slot.product_id,
        time_span_id: slot.id,
        quantity: 1,
        price: 1000,
        membership_promotion_id: null,
        membership_discount: 0,
        email: null,
        customer_info: '[]',
        mail_token: null,
        payment_method: null,
        created_at: nowIso(),
        expires_at: nowIso(15 * 60_000),
        client_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }
  const statusOf = async (id: number) =>
    (
      await server.db.kysely
        .selectFrom('orders')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).status;

  const pairs = statuses.flatMap((from) => statuses.map((to) => [from, to] as const));
  it.each(pairs)('from %s to %s: moves only along the table', async (from, to) => {
    const id = await orderIn(from);
    const move = server.db.kysely
      .transaction()
      .execute((trx) => moveOrder(trx, id, [from], to, { payment_method: 'credit' }));
    if (canMoveOrder(from, to)) {
      await expect(move).resolves.toBe(true);
      expect(await statusOf(id)).toBe(to);
    } else {
      await expect(move).rejects.toThrow(`an order cannot move from ${from} to ${to}`);
      expect(await statusOf(id)).toBe(from);
    }
  });

  it('does not move an order another request moved first', async () => {
    const id = await orderIn('cancelled');
    const moved = await server.db.kysely
      .transaction()
      .execute((trx) => moveOrder(trx, id, ['ready_checkout'], 'paying'));
    expect(moved).toBe(false);
    expect(await statusOf(id)).toBe('cancelled');
  });
});
