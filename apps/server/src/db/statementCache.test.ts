import type SqliteDatabase from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { statementCacheSize, withStatementCache } from './statementCache.ts';

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
