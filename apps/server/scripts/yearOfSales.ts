/**
 * A year of one venue's sales written straight into a migrated and seeded database, for the console bench
 * (`benchConsole.ts`): orders spread over the last 365 days, each for a visit up to a month after it was
 * made, with the rows the order services write (the order with its buyer's details and search keys, its
 * lines, its card payment once it reached one, and once paid its reservation and tickets).
 * Rows go in batches inside transactions; ids are given here, and PostgreSQL's sequences moved past them.
 */
import { randomBytes } from 'node:crypto';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import { customerSearchKeys } from '../src/orders/customerSearch.ts';
import { seededRandom } from '../src/seed/random.ts';

/** Where the rows go: a SQLite file or a PostgreSQL database. */
export type SalesTarget = { sqlitePath: string } | { url: string };

/** What the bench searches for: values taken from the written orders. */
export interface SalesSample {
  reservationNumbers: string[];
  emails: string[];
  phones: string[];
  /** Romaji surnames and given names (4 letters or more) and kanji surnames (2 characters). */
  romajiNames: string[];
  kanjiNames: string[];
  visitDays: string[];
}

const surnames = [
  ['Sato', '佐藤'],
  ['Suzuki', '鈴木'],
  ['Takahashi', '高橋'],
  ['Tanaka', '田中'],
  ['Watanabe', '渡辺'],
  ['Ito', '伊藤'],
  ['Yamamoto', '山本'],
  ['Nakamura', '中村'],
  ['Kobayashi', '小林'],
  ['Kato', '加藤'],
  ['Yoshida', '吉田'],
  ['Yamada', '山田'],
  ['Sasaki', '佐々木'],
  ['Yamaguchi', '山口'],
  ['Matsumoto', '松本'],
  ['Inoue', '井上'],
  ['Kimura', '木村'],
  ['Hayashi', '林'],
  ['Shimizu', '清水'],
  ['Yamazaki', '山崎'],
  ['Mori', '森'],
  ['Ikeda', '池田'],
  ['Hashimoto', '橋本'],
  ['Abe', '阿部'],
  ['Ishikawa', '石川'],
  ['Ogawa', '小川'],
  ['Fujita', '藤田'],
  ['Okada', '岡田'],
  ['Goto', '後藤'],
  ['Hasegawa', '長谷川'],
] as const;
const givenNames = [
  ['Hanako', '花子'],
  ['Taro', '太郎'],
  ['Yui', '結衣'],
  ['Haruto', '陽翔'],
  ['Aoi', '葵'],
  ['Sota', '蒼太'],
  ['Mei', '芽依'],
  ['Ren', '蓮'],
  ['Sakura', 'さくら'],
  ['Yuto', '悠斗'],
  ['Rin', '凛'],
  ['Kenji', '健二'],
  ['Yoko', '洋子'],
  ['Hiroshi', '博'],
  ['Akiko', '明子'],
  ['Takumi', '拓海'],
  ['Miyu', '美優'],
  ['Daiki', '大輝'],
  ['Nanami', '七海'],
  ['Kaito', '海斗'],
] as const;
const domains = ['example.jp', 'example.com', 'mail.example.jp', 'example.ne.jp'];

interface Column {
  name: string;
  /** The column's PostgreSQL type, for `unnest`. */
  type: 'int' | 'text';
}

const columns = (spec: string): Column[] =>
  spec.split(' ').map((entry) => {
    const [name, type] = entry.split(':') as [string, string];
    return { name, type: type === 'i' ? 'int' : 'text' };
  });

const tables = {
  orders: columns(
    'id:i tenant_id:t token:t channel:t status:t lang:t product_id:i time_span_id:i quantity:i price:i ' +
      'membership_discount:i email:t customer_info:t payment_method:t created_at:t expires_at:t client_key:t ' +
      'search_email:t search_phone:t search_name:t',
  ),
  order_lines: columns('order_id:i kind:t option_id:i product_id:i time_span_id:i quantity:i unit_price:i'),
  reservations: columns('id:i tenant_id:t order_id:i token:t reservation_number:t email:t created_at:t'),
  tickets: columns('reservation_id:i kind:t status:t product_id:i option_id:i time_span_id:i used_at:t'),
  payments: columns(
    'id:i tenant_id:t order_id:i reference:t method_id:t status:t amount:i can_retry:i provider_data:t created_at:t completed_at:t',
  ),
};
type TableName = keyof typeof tables;
type Row = (string | number | null)[];

/** Writes batches of rows to one database, each batch in its own transaction. */
interface Writer {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  write(batch: Record<TableName, Row[]>): Promise<void>;
  close(): Promise<void>;
}

function sqliteWriter(path: string): Writer {
  const db = new SqliteDatabase(path);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = OFF');
  // Room for the indexes' pages (256 MB): the keys arrive in random order.
  db.pragma('cache_size = -262144');
  const inserts = Object.fromEntries(
    Object.entries(tables).map(([table, cols]) => [
      table,
      db.prepare(
        `insert into ${table} (${cols.map((c) => c.name).join(', ')}) values (${cols.map(() => '?').join(', ')})`,
      ),
    ]),
  ) as Record<TableName, SqliteDatabase.Statement>;
  const write = db.transaction((batch: Record<TableName, Row[]>) => {
    for (const table of Object.keys(tables) as TableName[])
      for (const row of batch[table]) inserts[table].run(row);
  });
  return {
    query: async <T>(sql: string, params: unknown[] = []) => {
      const statement = db.prepare(sql);
      if (statement.reader) return statement.all(params) as T[];
      statement.run(params);
      return [];
    },
    write: async (batch) => write(batch),
    close: async () => {
      db.close();
    },
  };
}

async function postgresWriter(url: string): Promise<Writer> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[],
    // One statement per table: each column goes as one array parameter, unnested into rows.
    async write(batch) {
      await client.query('begin');
      for (const [table, cols] of Object.entries(tables) as [TableName, Column[]][]) {
        const rows = batch[table];
        if (rows.length === 0) continue;
        const arrays = cols.map((_, index) => rows.map((row) => row[index]));
        const unnest = cols.map((col, index) => `$${index + 1}::${col.type}[]`).join(', ');
        await client.query(
          `insert into ${table} (${cols.map((c) => c.name).join(', ')}) select * from unnest(${unnest})`,
          arrays,
        );
      }
      await client.query('commit');
    },
    close: () => client.end(),
  };
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = 86_400_000;

/**
 * Writes `count` orders of `tenantId`'s first product into the target, adding slots (copied from the
 * product's first day of slots) on the days that have none, and answers values to search for.
 */
export async function writeYearOfSales(
  target: SalesTarget,
  tenantId: string,
  count: number,
  onProgress: (written: number) => void = () => {},
): Promise<SalesSample> {
  const db = 'url' in target ? await postgresWriter(target.url) : sqliteWriter(target.sqlitePath);
  try {
    const [product] = await db.query<{ id: number; base_price: number }>(
      `select id, base_price from products where tenant_id = '${tenantId}' and product_type = 'ticket' order by position, id limit 1`,
    );
    if (!product) throw new Error(`${tenantId} has no ticket product`);
    const options = await db.query<{ id: number; add_cost: number }>(
      `select id, add_cost from options where product_id = ${product.id} order by position, id`,
    );
    const spans = await db.query<{ id: number; date: string; start_time: string; end_time: string }>(
      `select id, date, start_time, end_time from time_spans where product_id = ${product.id} order by date, start_time`,
    );
    const firstDay = spans[0]?.date;
    if (!firstDay || options.length === 0)
      throw new Error(`${tenantId}'s first product has no slots or options`);
    const pattern = spans.filter((span) => span.date === firstDay);
    const now = Date.now();
    const start = now - 365 * dayMs;
    const spansByDay = new Map<string, number[]>();
    for (const span of spans) spansByDay.set(span.date, [...(spansByDay.get(span.date) ?? []), span.id]);
    // Slots for every day orders can be for: the last year and the month after today.
    await db.query('begin');
    for (let ms = start; ms <= now + 31 * dayMs; ms += dayMs) {
      const day = isoDay(ms);
      if (spansByDay.has(day)) continue;
      for (const slot of pattern)
        await db.query(
          `insert into time_spans (product_id, date, start_time, end_time, capacity, held, sold) values (${product.id}, '${day}', '${slot.start_time}', '${slot.end_time}', 1000, 0, 0)`,
        );
      const ids = await db.query<{ id: number }>(
        `select id from time_spans where product_id = ${product.id} and date = '${day}' order by start_time`,
      );
      spansByDay.set(
        day,
        ids.map((row) => row.id),
      );
    }
    await db.query('commit');

    const random = seededRandom('a year of sales');
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const sample: SalesSample = {
      reservationNumbers: [],
      emails: [],
      phones: [],
      romajiNames: [],
      kanjiNames: [],
      visitDays: [],
    };
    const sampleEvery = Math.max(1, Math.floor(count / 1000));
    const batchSize = 5_000;
    let reservationId = 0;
    for (let first = 1; first <= count; first += batchSize) {
      const batch: Record<TableName, Row[]> = {
        orders: [],
        order_lines: [],
        reservations: [],
        tickets: [],
        payments: [],
      };
      // Each order's token, its reservation's and its payment's reference: 24 random bytes each.
      const tokens = randomBytes(72 * batchSize);
      const tokenOf = (id: number, which: number) =>
        tokens.subarray((id - first) * 72 + which * 24, (id - first) * 72 + which * 24 + 24);
      for (let id = first; id < Math.min(first + batchSize, count + 1); id++) {
        // Made at an even pace over the year; the last ones are the newest.
        const createdMs = start + ((id - 0.5) / count) * 365 * dayMs;
        const created = new Date(createdMs).toISOString();
        const visitMs = createdMs + Math.floor(random() ** 3 * 31) * dayMs;
        const visitDay = isoDay(visitMs);
        const spanId = pick(spansByDay.get(visitDay) ?? []);
        const option = pick(options);
        // 1 to 4 tickets, about 2.15 an order: a year of 1,000,000 orders holds about 2,000,000 tickets.
        const quantity = 1 + Math.floor(random() ** 1.5 * 4);
        const price = (product.base_price + option.add_cost) * quantity;
        const fresh = now - createdMs < 30 * 60_000;
        const draw = random();
        const status = fresh
          ? pick(['created', 'ready_checkout', 'paying', 'completed'] as const)
          : draw < 0.86
            ? 'completed'
            : draw < 0.95
              ? 'expired'
              : 'cancelled';
        // Orders left before the buyer's details (`created`, and most expired ones) have none.
        const withDetails = status !== 'created' && !(status === 'expired' && draw < 0.91);
        const [surname, kanjiSurname] = pick(surnames);
        const [given, kanjiGiven] = pick(givenNames);
        const kanji = random() < 0.5;
        const customer = Math.floor(random() * 400_000);
        const email = `${given.toLowerCase()}.${surname.toLowerCase()}${customer}@${pick(domains)}`;
        const phone = `0${pick(['90', '80', '70'])}-${String(customer % 10_000).padStart(4, '0')}-${String(Math.floor(random() * 10_000)).padStart(4, '0')}`;
        const contents: Record<string, string> = withDetails
          ? { email, fullname: kanji ? `${kanjiSurname} ${kanjiGiven}` : `${given} ${surname}`, phone }
          : {};
        const keys = customerSearchKeys(withDetails ? email : null, contents);
        const token = tokenOf(id, 0).toString('base64url');
        batch.orders.push([
          id,
          tenantId,
          token,
          'web',
          status,
          kanji ? 'ja' : 'en',
          product.id,
          spanId,
          quantity,
          price,
          0,
          withDetails ? email : null,
          JSON.stringify(Object.entries(contents).map(([key, value]) => ({ key, value }))),
          status === 'completed' || status === 'cancelled' || status === 'paying' ? 'gmo' : null,
          created,
          new Date(createdMs + 15 * 60_000).toISOString(),
          '127.0.0.1',
          keys.search_email,
          keys.search_phone,
          keys.search_name,
        ]);
        batch.order_lines.push([id, 'option', option.id, product.id, spanId, quantity, price / quantity]);
        if (status === 'completed' || status === 'cancelled' || status === 'paying')
          batch.payments.push([
            id,
            tenantId,
            id,
            tokenOf(id, 2).toString('base64url'),
            'gmo',
            status === 'paying' ? 'pending' : 'succeeded',
            price,
            0,
            '{}',
            created,
            status === 'paying' ? null : new Date(createdMs + 5 * 60_000).toISOString(),
          ]);
        if (status !== 'completed' && status !== 'cancelled') continue;
        reservationId += 1;
        // Unique and random-looking: id times a number prime to 10^12, modulo 10^12.
        const number = String((reservationId * 7_919_000_003 + 104_729) % 1_000_000_000_000).padStart(
          12,
          '0',
        );
        const reservationToken = tokenOf(id, 1);
        batch.reservations.push([
          reservationId,
          tenantId,
          id,
          reservationToken.toString('base64url'),
          number,
          email,
          created,
        ]);
        const used = status === 'completed' && visitMs < now - dayMs && random() < 0.95;
        for (let ticket = 0; ticket < quantity; ticket++)
          batch.tickets.push([
            reservationId,
            'gate',
            status === 'cancelled' ? 'invalid' : used ? 'used' : 'available',
            product.id,
            option.id,
            spanId,
            used ? `${visitDay}T02:00:00.000Z` : null,
          ]);
        if (id % sampleEvery === 0 && withDetails) {
          sample.reservationNumbers.push(number);
          sample.emails.push(email);
          sample.phones.push(phone);
          sample.romajiNames.push(pick([given, surname]).toLowerCase());
          sample.kanjiNames.push(kanjiSurname);
          sample.visitDays.push(visitDay);
        }
      }
      await db.write(batch);
      onProgress(Math.min(first + batchSize - 1, count));
    }
    if ('url' in target) {
      for (const table of ['orders', 'order_lines', 'reservations', 'tickets', 'payments'])
        await db.query(
          `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
        );
      // What autovacuum does after a year of sales: statistics and the visibility map.
      await db.query('vacuum analyze');
    }
    return sample;
  } finally {
    await db.close();
  }
}
