import type { OrderStatusName } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addTestStaff, type StaffBrowser, signInStaff } from '../../testing/staff.ts';
import { startTestServer, testDatabases } from '../../testing/testServer.ts';
import { customerSearchKeys } from '../orders/customerSearch.ts';
import type { RunningServer } from '../server.ts';
import { defaultSearchOptions } from './orderSearch.ts';

const admin = (path: string, site = 'demo') => `/${site}/api/admin/v1${path}`;

interface Written {
  fullname: string | null;
  status?: OrderStatusName;
  tenant?: string;
}

const bound = defaultSearchOptions.countBound;

describe.each(testDatabases)('the console’s order search on %s', (database) => {
  let server: RunningServer;
  let manager: StaffBrowser;
  /** The id of each order written with a name, by its name. */
  const idOf = new Map<string, number>();
  let writtenAt = Date.parse('2026-06-01T00:00:00.000Z');
  let written = 0;

  /**
   * Writes orders as the order services leave them (search keys and all, so the triggers keep the name
   * indexes), in batches, each created after the one before; two orders in a row share a creation time,
   * as orders of the same millisecond do, and are then listed by id.
   */
  async function writeOrders(orders: Written[]): Promise<number[]> {
    const slot = async (tenant: string) =>
      server.db.kysely
        .selectFrom('time_spans as s')
        .innerJoin('products as p', 'p.id', 's.product_id')
        .select(['s.id', 's.product_id'])
        .where('p.tenant_id', '=', tenant)
        .orderBy('s.id')
        .executeTakeFirstOrThrow();
    const slots = { demo: await slot('demo'), 'members-cafe': await slot('members-cafe') };
    const ids: number[] = [];
    for (let first = 0; first < orders.length; first += 500) {
      const rows = orders
        .slice(first, first + 500)
        .map(({ fullname, status = 'completed', tenant = 'demo' }) => {
          const createdAt = new Date(writtenAt).toISOString();
          written += 1;
          if (written % 2 === 0) writtenAt += 1000;
          const contents: Record<string, string> = fullname === null ? {} : { fullname };
          const span = slots[tenant as keyof typeof slots];
          return {
            tenant_id: tenant,
            token: `search-${writtenAt}-${Math.random().toString(36).slice(2)}`,
            channel: 'web',
            status,
            lang: 'ja' as const,
            product_id: span.product_id,
            time_span_id: span.id,
            quantity: 1,
            price: 1200,
            membership_promotion_id: null,
            membership_discount: 0,
            email: null,
            customer_info: JSON.stringify(Object.entries(contents).map(([key, value]) => ({ key, value }))),
            mail_token: null,
            payment_method: null,
            created_at: createdAt,
            expires_at: createdAt,
            client_key: null,
            ...customerSearchKeys(null, contents),
          };
        });
      const inserted = await server.db.kysely.insertInto('orders').values(rows).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    }
    orders.forEach((order, index) => {
      if (order.fullname) idOf.set(`${order.tenant ?? 'demo'}:${order.fullname}`, ids[index] as number);
    });
    return ids;
  }

  const search = async (query: string) => {
    const answer = await manager.call('GET', admin(`/orders?${query}`));
    expect(answer.status, query).toBe(200);
    return answer.body as {
      orders: { order_id: number; name: string }[];
      total: number;
      total_is_lower_bound: boolean;
      page: number;
      per_page: number;
    };
  };
  /** The names a search finds, sorted. */
  const namesFound = async (q: string, more = '') =>
    (await search(`q=${encodeURIComponent(q)}&per_page=100${more}`)).orders.map((order) => order.name).sort();

  beforeAll(async () => {
    server = await startTestServer(database);
    await addTestStaff(server, 'demo', 'manager@venue.example', 'manager');
    manager = await signInStaff(server.url, 'demo', 'manager@venue.example');
    await writeOrders([
      { fullname: '山田 花子' },
      { fullname: '山本 太郎' },
      { fullname: '田中 花' },
      { fullname: '林 凛' },
      { fullname: 'はやし りん' },
      { fullname: '佐々木 健' },
      { fullname: 'Hanako Yamada' },
      { fullname: 'Ren Hayashi' },
      { fullname: '山田 次郎', status: 'cancelled' },
      { fullname: null, status: 'created' },
      { fullname: '山田 三郎', tenant: 'members-cafe' },
    ]);
  });
  afterAll(() => server.close());

  it('finds one or two kanji or kana of a name, and only the orders with them', async () => {
    expect(await namesFound('山')).toEqual(['山本 太郎', '山田 次郎', '山田 花子']);
    expect(await namesFound('山田')).toEqual(['山田 次郎', '山田 花子']);
    expect(await namesFound('花')).toEqual(['山田 花子', '田中 花']);
    // Across the space between surname and given name, which the name key drops.
    expect(await namesFound('田花')).toEqual(['山田 花子']);
    expect(await namesFound('林')).toEqual(['林 凛']);
    expect(await namesFound('林凛')).toEqual(['林 凛']);
    expect(await namesFound('りん')).toEqual(['はやし りん']);
    expect(await namesFound('し')).toEqual(['はやし りん']);
    expect(await namesFound('々')).toEqual(['佐々木 健']);
    expect(await namesFound('山川')).toEqual([]);
    expect(await namesFound('森')).toEqual([]);
    expect(await namesFound('山田', '&status=cancelled')).toEqual(['山田 次郎']);
    expect(await namesFound('山田', '&status=completed')).toEqual(['山田 花子']);
    const exact = await search(`q=${encodeURIComponent('山')}`);
    expect(exact).toMatchObject({ total: 3, total_is_lower_bound: false, page: 1 });
  });

  it('still finds three characters or more, and part of a romaji name in any case', async () => {
    expect(await namesFound('佐々木')).toEqual(['佐々木 健']);
    expect(await namesFound('はやし')).toEqual(['はやし りん']);
    expect(await namesFound('山田花子')).toEqual(['山田 花子']);
    expect(await namesFound('anak')).toEqual(['Hanako Yamada']);
    expect(await namesFound('YAMADA')).toEqual(['Hanako Yamada']);
    // Full-width letters fold to their plain forms (NFKC), as the name key does.
    expect(await namesFound('ＹＡＭＡ')).toEqual(['Hanako Yamada']);
    expect(await namesFound('hayashi')).toEqual(['Ren Hayashi']);
    expect(await namesFound('ren hay')).toEqual(['Ren Hayashi']);
    // One or two letters: every name with them.
    expect(await namesFound('ya')).toEqual(['Hanako Yamada', 'Ren Hayashi']);
    expect(await namesFound('z')).toEqual([]);
    expect(await namesFound('%')).toEqual([]);
  });

  it('never finds another venue’s order by a part of its name', async () => {
    const cafe = idOf.get('members-cafe:山田 三郎');
    for (const q of ['山', '山田', '三郎', '山田三郎', 'yamada'])
      expect(
        (await search(`q=${encodeURIComponent(q)}`)).orders.map((order) => order.order_id),
      ).not.toContain(cafe);
  });

  it(`counts up to ${bound.toLocaleString('en')} orders, then says the total is a lower bound, every page still reachable`, async () => {
    const many = 1_050;
    const romaji = await writeOrders(
      Array.from({ length: many }, (_, i) => ({ fullname: `Taro Satomi${i}` })),
    );
    const kanji = await writeOrders(Array.from({ length: many }, (_, i) => ({ fullname: `里見 ${i}号` })));
    const listed = (
      await server.db.kysely
        .selectFrom('orders')
        .select('id')
        .where('tenant_id', '=', 'demo')
        .where('status', '!=', 'created')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute()
    ).map((row) => row.id);
    // The whole list, a name by its trigrams and a name by a gram, each found in more orders than the bound.
    for (const [query, expected] of [
      ['', listed],
      ['q=satomi', [...romaji].reverse()],
      [`q=${encodeURIComponent('里見')}`, [...kanji].reverse()],
    ] as const) {
      const first = await search(`${query}&per_page=20`);
      expect(first, query).toMatchObject({ total: bound, total_is_lower_bound: true, page: 1, per_page: 20 });
      expect(
        first.orders.map((order) => order.order_id),
        query,
      ).toEqual(expected.slice(0, 20));
      // Pages of 100: up to the bound and past it a lower bound, the last page counted exactly.
      const pages = Math.ceil(expected.length / 100);
      const seen: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await search(`${query}&per_page=100&page=${page}`);
        seen.push(...answer.orders.map((order) => order.order_id));
        expect(answer, `${query} page ${page}`).toMatchObject(
          page < pages
            ? { total: bound, total_is_lower_bound: true }
            : { total: expected.length, total_is_lower_bound: false },
        );
      }
      expect(seen, query).toEqual(expected);
      // A page past the end: nothing on it, and the total counted exactly.
      expect(await search(`${query}&per_page=100&page=${pages + 3}`), query).toMatchObject({
        orders: [],
        total: expected.length,
        total_is_lower_bound: false,
      });
    }
    // What matches fewer orders than the bound is counted exactly (`satomi104`, `satomi1040` to `1049`).
    expect(await search('q=satomi104&per_page=5')).toMatchObject({ total: 11, total_is_lower_bound: false });
    expect(await search(`q=${encodeURIComponent('里見 104')}&per_page=5`)).toMatchObject({
      total: 11,
      total_is_lower_bound: false,
    });
    expect(await search('q=satomi104&per_page=5&page=3')).toMatchObject({
      orders: [{ name: 'Taro Satomi104' }],
      total: 11,
      total_is_lower_bound: false,
    });
  });
});
