import { randomBytes } from 'node:crypto';
import { nowIso } from '../clock.ts';
import type { Db } from '../db/connect.ts';

const secrets = new WeakMap<Db, Map<string, Promise<Buffer>>>();

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
  let byName = secrets.get(db);
  if (!byName) {
    byName = new Map();
    secrets.set(db, byName);
  }
  let secret = byName.get(name);
  if (!secret) {
    secret = readOrCreate(db, name);
    byName.set(name, secret);
    // A failed read is not kept: the next request tries again.
    secret.catch(() => byName.delete(name));
  }
  return secret;
}
