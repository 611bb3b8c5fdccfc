import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { withCommitTail } from './commitTail.ts';
import type { DialectName } from './dialect.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './schema.ts';
import { withPreparedStatements, withStatementCache } from './statementCache.ts';

export interface DatabaseTarget {
  /** A postgres:// URL, or null for the embedded SQLite file. */
  url: string | null;
  /** SQLite file path (or ':memory:') when url is null. */
  sqlitePath: string;
  /** PostgreSQL schema to work in (created when missing); tests use one per file. */
  schema?: string;
}

export interface Db {
  kysely: Kysely<Database>;
  dialect: DialectName;
}

/** Opens the database and brings its schema up to date. */
export async function openDatabase(target: DatabaseTarget): Promise<Db> {
  const db = await connectDatabase(target);
  await migrateToLatest(db.kysely, db.dialect, target.url ? target.schema : undefined);
  return db;
}

/** Opens the database as it is, migrating nothing. */
export async function connectDatabase(target: DatabaseTarget): Promise<Db> {
  return target.url ? openPostgres(target.url, target.schema) : openSqlite(target.sqlitePath);
}

function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const database = new SqliteDatabase(path);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  // A year of a busy venue's sales is a file of 1.7 GB whose indexes are read at random (tokens): pages
  // read through the file's memory map (up to SQLite's largest, 2 GB) cost no system call, and 64 MB of
  // page cache keep what was read for writing. With SQLite's defaults (2 MB of cache, no map) an order
  // cost 22% more CPU on that file than on an empty one (apps/server/BENCHMARKS.md).
  database.pragma('cache_size = -65536');
  database.pragma('mmap_size = 2147418112');
  // The query planner's statistics (sqlite_stat1), gathered for tables that have none or have grown
  // much since, at the start and every hour (SQLite's advice for long-lived connections). Without them a
  // search by a rare value (a reservation number, a day) is planned as a walk through all of a venue's
  // orders, since an index on the venue looks selective.
  database.pragma('optimize = 0x10002');
  if (path !== ':memory:') {
    const hourly = setInterval(() => {
      if (database.open) database.pragma('optimize');
      else clearInterval(hourly);
    }, 3_600_000).unref();
  }
  return {
    kysely: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) }),
    dialect: 'sqlite',
  };
}

/** Connections each process has to PostgreSQL. */
const poolSize = 10;

/**
 * Opens all of a PostgreSQL pool's connections now; they then stay open. Otherwise a burst after a quiet
 * while (an on-sale minute) waits for new database sessions, each a new PostgreSQL process: the first
 * orders of the opening took 300 to 700 ms. Nothing to do on SQLite.
 */
export async function openConnections(db: Db): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await Promise.all(Array.from({ length: poolSize }, () => sql`select 1`.execute(db.kysely)));
}

async function openPostgres(url: string, schema: string | undefined): Promise<Db> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema))
    throw new Error(`Bad schema name ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema if not exists ${schema}`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    // Opened connections stay open (`openConnections`), for the bursts of an on-sale minute.
    min: poolSize,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  return {
    kysely: new Kysely<Database>({
      dialect: new PostgresDialect({ pool: withCommitTail(withPreparedStatements(pool)) }),
    }),
    dialect: 'postgres',
  };
}
