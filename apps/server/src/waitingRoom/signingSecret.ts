import { randomBytes } from 'node:crypto';
import { nowIso } from '../clock.ts';
import type { Db } from '../db/connect.ts';
import { promisesPerDb } from '../db/promisesPerDb.ts';

const secrets = promisesPerDb<Buffer>();

/**
 * The secret named `name`, as stored: the first instance that needs it stores what `create` makes; every
 * other instance reads that one.
 */
export async function storedSecret(db: Db, name: string, create: () => Promise<string>): Promise<string> {
  const read = () =>
    db.kysely.selectFrom('signing_secrets').select('secret').where('name', '=', name).executeTakeFirst();
  let row = await read();
  if (!row) {
    // Whichever instance inserts first wins; the others' inserts do nothing and they read its secret.
    await db.kysely
      .insertInto('signing_secrets')
      .values({ name, secret: await create(), created_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await read();
  }
  if (!row) throw new Error(`signing secret ${name} could not be stored`);
  return row.secret;
}

/**
 * The secret named `name` that every server instance on this database signs with: created once, by the
 * first instance that needs it, and kept in this process after the first read.
 */
export function signingSecret(db: Db, name: string): Promise<Buffer> {
  return secrets(db, name, async () =>
    Buffer.from(await storedSecret(db, name, async () => randomBytes(32).toString('hex')), 'hex'),
  );
}
