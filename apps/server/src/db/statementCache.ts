import type SqliteDatabase from 'better-sqlite3';
import type { PostgresPool, PostgresPoolClient, SqliteDatabase as SqliteDialectDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { wrapPoolClients } from './poolClients.ts';

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

/** PostgreSQL's code for a prepared statement whose table changed its columns since it was prepared. */
const changedResultType = '0A000';

/** Most distinct statements each PostgreSQL connection keeps prepared; the others are parsed each time. */
export const preparedStatementLimit = 2000;

/**
 * Runs every statement with parameters as a named prepared statement, named by its SQL text: PostgreSQL
 * then parses and plans it once per connection instead of on every run (a purchase runs about forty).
 * Statements without parameters (`begin`, `commit`) run as they are, and once `limit` texts have had names,
 * new texts run unnamed, so a stream of one-off texts cannot fill the sessions' memory. The names are the
 * same on every connection, each of which prepares a text the first time it runs it. A text whose table
 * another process changed under it (a migration while this one runs: PostgreSQL then refuses the prepared
 * statement, 'cached plan must not change result type') fails that once and runs unnamed from then on.
 */
export function withPreparedStatements(pool: pg.Pool, limit = preparedStatementLimit): PostgresPool {
  /** The texts' names; null for a text that is no longer prepared. */
  const names = new Map<string, string | null>();
  const nameOf = (text: string): string | undefined => {
    let name = names.get(text);
    if (name === undefined && names.size < limit) {
      name = `s${names.size}`;
      names.set(text, name);
    }
    return name ?? undefined;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    // Kysely passes a cursor instead of a text only to a dialect given a cursor class, which ours is not.
    query: ((text: string, values: readonly unknown[]) => {
      const name = values.length > 0 ? nameOf(text) : undefined;
      return client.query({ name, text, values: [...values] }).catch((error: unknown) => {
        if (name && (error as { code?: string }).code === changedResultType) names.set(text, null);
        throw error;
      });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return wrapPoolClients(pool, wrap);
}
