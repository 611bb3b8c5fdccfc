import { randomBytes } from 'node:crypto';
import { nowIso } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { promisesPerDb } from '../db/promisesPerDb.ts';

const secrets = promisesPerDb<Buffer>();

async function readOrCreate(db: Db, name: string): Promise<Buffer> {
  const read = () =>
    db.kysely.selectFrom('signing_secrets').select('secret').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Whichever instance inserts first wins; the others' inserts do nothing and they read its secret.
    await db.kysely
      .insertInto('signing_secrets')
      .values({ name, secret: randomBytes(32).toString('hex'), created_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`signing secret ${name} could not be stored`);
  return Buffer.from(row.secret, 'hex');
}

/**
 * The secret named `name` that every server instance on this database signs with: created once, by the
 * first instance that needs it, and kept in this process after the first read.
 */
export function signingSecret(db: Db, name: string): Promise<Buffer> {
  return secrets(db, name, () => readOrCreate(db, name));
}
