import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/** Most distinct statements kept prepared; the one used least recently goes first. */
export const statementCacheSize = 1000;

/**
 * Reuses prepared statements by SQL text: Kysely prepares every query anew, which costs more than
 * running it. Safe because Kysely runs one query at a time on its single SQLite connection.
 */
export function withStatementCache(database: {
  prepare(sql: string): SqliteDatabase.Statement;
  close(): unknown;
}): SqliteDialectDatabase {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max: statementCacheSize });
  return {
    close: () => {
      database.close();
    },
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = database.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}
