/**
 * The PostgreSQL server the benchmarks make their databases on: `BENCH_PG_URL` (without a database name;
 * postgres://postgres:postgres@127.0.0.1:5432 unless set), whose role may create databases.
 */
import pg from 'pg';

export const benchPgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres:postgres@127.0.0.1:5432';

/** Runs one statement (create or drop a database) on the server's `postgres` database. */
export async function pgAdmin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${benchPgUrl}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
