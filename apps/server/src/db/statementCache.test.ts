import type SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { statementCacheSize, withPreparedStatements, withStatementCache } from './statementCache.ts';

describe('withStatementCache', () => {
  it(`keeps the ${statementCacheSize} statements used last prepared`, () => {
    const prepared: string[] = [];
    const database = withStatementCache({
      prepare: (sql: string) => {
        prepared.push(sql);
        return { sql } as unknown as SqliteDatabase.Statement;
      },
      close: () => undefined,
    });
    const first = database.prepare('select 0');
    for (let index = 1; index < statementCacheSize; index += 1) database.prepare(`select ${index}`);
    expect(database.prepare('select 0')).toBe(first);
    // One more statement: `select 1`, now the least recently used, goes; `select 0` stays.
    database.prepare(`select ${statementCacheSize}`);
    expect(prepared).toHaveLength(statementCacheSize + 1);
    expect(database.prepare('select 0')).toBe(first);
    database.prepare('select 1');
    expect(prepared).toHaveLength(statementCacheSize + 2);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('withPreparedStatements', () => {
  it('prepares each text with parameters once per connection, up to its limit of texts', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    const kysely = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool, 2) }),
    });
    try {
      const prepared = async () => {
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements`.execute(kysely);
        return rows.map((row) => row.statement).sort();
      };
      const numbers = [1, 2, 1, 3, 2];
      const answers = [];
      for (const [index, value] of numbers.entries())
        answers.push(
          (await sql<{ n: number }>`select ${value}::int + ${index % 3} as n`.execute(kysely)).rows,
        );
      expect(answers.map((rows) => rows[0]?.n)).toEqual([1, 3, 3, 3, 3]);
      expect(await prepared()).toEqual(['select $1::int + $2 as n']);
      await sql`select ${'a'}::text as a`.execute(kysely);
      await sql`select ${'b'}::text as b`.execute(kysely);
      // The third text with parameters runs unnamed: two are prepared, as the limit says.
      expect(await prepared()).toEqual(['select $1::int + $2 as n', 'select $1::text as a']);
      expect((await sql<{ b: string }>`select ${'b'}::text as b`.execute(kysely)).rows).toEqual([{ b: 'b' }]);
    } finally {
      await kysely.destroy();
    }
  });

  it('runs a text unnamed from the time its table changed columns under it', async () => {
    const pool = new pg.Pool({ connectionString: process.env.TEST_DATABASE_URL, max: 1 });
    const kysely = new Kysely<Record<string, never>>({
      dialect: new PostgresDialect({ pool: withPreparedStatements(pool) }),
    });
    try {
      await sql`create temporary table visits (a int)`.execute(kysely);
      await sql`insert into visits values (${1})`.execute(kysely);
      const visits = () => sql`select * from visits where a = ${1}`.execute(kysely);
      expect((await visits()).rows).toEqual([{ a: 1 }]);
      // What a migration of another process does to this one's prepared statement.
      await sql`alter table visits add column b int`.execute(kysely);
      await expect(visits()).rejects.toThrow('cached plan must not change result type');
      expect((await visits()).rows).toEqual([{ a: 1, b: null }]);
      expect((await visits()).rows).toEqual([{ a: 1, b: null }]);
    } finally {
      await kysely.destroy();
    }
  });
});
