import type { Kysely } from 'kysely';
import { afterEach } from 'vitest';
import { nowIso } from '../src/clock.ts';
import { connectDatabase, type Db } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { dropSchema, freshSchema, type TestDatabase, withSchemaLock } from './testServer.ts';

/**
 * The database of a migration test on `database`: in-memory SQLite, or a fresh PostgreSQL schema (`url` is
 * then set). Called in a `describe`, it closes the database after each test and drops the schema.
 * `connect` opens it with no migration run; `migrateTo` takes it up or down to the migration named, or up
 * to the latest without a name.
 */
export function migrationTestDatabase(database: TestDatabase) {
  const schema = freshSchema();
  const url = database === 'postgres' ? (process.env.TEST_DATABASE_URL ?? null) : null;
  let db: Db | undefined;
  afterEach(async () => {
    await db?.kysely.destroy();
    if (url) await dropSchema(schema);
  });
  const connected = () => {
    if (!db) throw new Error('migrateTo before connect');
    return db;
  };
  return {
    schema,
    url,
    connect: async () => {
      db = await connectDatabase({ url, sqlitePath: ':memory:', schema });
      return db;
    },
    migrateTo: (name?: string) =>
      withSchemaLock(() =>
        migrateToLatest(connected().kysely, connected().dialect, url ? schema : undefined, name),
      ),
  };
}

/** One product of the demo site, written as the schema of a migration test stands; answers its id. */
// biome-ignore lint/suspicious/noExplicitAny: the schema before the migration under test.
export async function insertMigrationProduct(db: Kysely<any>, uuid: string): Promise<number> {
  const { id } = await db
    .insertInto('products')
    .values({
      tenant_id: 'demo',
      uuid,
      product_type: 'ticket',
      sale_type: 'time',
      channels: 'web',
      name: 'Admission',
      description: '',
      naming_right: null,
      caution: null,
      image_path: null,
      base_price: 1200,
      limit_min: 1,
      limit_max: 10,
      position: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}

/**
 * One product of the demo site and one slot of it, written as the schema of a migration test stands
 * (typed loosely: a migration test runs against the schema as it was, not as typed now).
 */
// biome-ignore lint/suspicious/noExplicitAny: the schema before the migration under test.
export async function insertMigrationSlot(db: Kysely<any>, uuid: string) {
  const productId = await insertMigrationProduct(db, uuid);
  const { id: spanId } = await db
    .insertInto('time_spans')
    .values({
      product_id: productId,
      date: '2027-01-20',
      start_time: '10:00',
      end_time: '10:30',
      capacity: 40,
      held: 0,
      sold: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { productId, spanId: spanId as number };
}

/** What a migration test's order differs in; the rest is a completed web order of one ticket. */
export interface MigrationOrder {
  token: string;
  productId: number;
  spanId: number;
  email?: string | null;
  customerInfo?: string;
  createdAt?: string;
  /** The search columns (migration 013 on), as `customerSearchKeys` gives them. */
  searchKeys?: Record<string, unknown>;
}

/** One order of the demo site, written as the schema of a migration test stands; answers its id. */
// biome-ignore lint/suspicious/noExplicitAny: the schema before the migration under test.
export async function insertMigrationOrder(db: Kysely<any>, order: MigrationOrder): Promise<number> {
  const createdAt = order.createdAt ?? nowIso();
  const { id } = await db
    .insertInto('orders')
    .values({
      tenant_id: 'demo',
      token: order.token,
      channel: 'web',
      status: 'completed',
      lang: 'ja',
      product_id: order.productId,
      time_span_id: order.spanId,
      quantity: 1,
      price: 1200,
      membership_promotion_id: null,
      membership_discount: 0,
      email: order.email ?? null,
      customer_info: order.customerInfo ?? '[]',
      mail_token: null,
      payment_method: null,
      created_at: createdAt,
      expires_at: createdAt,
      client_key: null,
      ...order.searchKeys,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}
