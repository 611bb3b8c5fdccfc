import type { Kysely, Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database, Order } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { newToken } from '../tokens.ts';

/** Sign-in fields that subscribe to a mail magazine (spec 3: mail_magazine, {product}_mail_magazine). */
const mailMagazineField = /^([a-z][a-z0-9]*_)?mail_magazine$/;

/**
 * The tenant's mail magazine subscriptions of one address, found by its mail token or by the address
 * itself, in field name order: subscribed or released, one row a magazine, all under one token.
 */
function subscriptionsOf(db: Kysely<Database>, tenantId: string, by: 'token' | 'email', value: string) {
  return db
    .selectFrom('mail_magazine_subscriptions')
    .select(['token', 'field_name', 'subscribed'])
    .where('tenant_id', '=', tenantId)
    .where(by, '=', value)
    .orderBy('field_name')
    .execute();
}

/**
 * Subscribes the order's address to the mail magazines its answers accepted ('true'). One mail token per
 * address covers all its magazines. Returns that token, or null when nothing is subscribed.
 */
export async function subscribeMailMagazines(
  trx: Transaction<Database>,
  order: Order,
): Promise<string | null> {
  const answers = JSON.parse(order.customer_info) as { key: string; value: string }[];
  const fields = answers
    .filter((answer) => mailMagazineField.test(answer.key) && answer.value === 'true')
    .map((answer) => answer.key);
  if (!order.email || fields.length === 0) return null;
  const [existing] = await subscriptionsOf(trx, order.tenant_id, 'email', order.email);
  const token = existing?.token ?? newToken();
  const updatedAt = nowIso();
  for (const field_name of fields) {
    await trx
      .insertInto('mail_magazine_subscriptions')
      .values({
        token,
        tenant_id: order.tenant_id,
        email: order.email,
        field_name,
        subscribed: 1,
        updated_at: updatedAt,
      })
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'email', 'field_name'])
          .doUpdateSet({ subscribed: 1, updated_at: updatedAt }),
      )
      .execute();
  }
  return token;
}

/** The magazines the address of a mail token is subscribed to; 'record not found' for an unknown token. */
export async function subscribedFields(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
): Promise<string[]> {
  const rows = await subscriptionsOf(db, tenantId, 'token', token);
  if (rows.length === 0) throw new DomainError('recordNotFound');
  return rows.filter((row) => row.subscribed === 1).map((row) => row.field_name);
}

/**
 * Releases one magazine of a mail token's address: 'mail magazine already unsubscribed' when it was
 * released before, 'record not found' when the token or the magazine is unknown.
 */
export async function releaseMailMagazine(
  db: Kysely<Database>,
  tenantId: string,
  token: string,
  fieldName: string,
): Promise<void> {
  const released = await db
    .updateTable('mail_magazine_subscriptions')
    .set({ subscribed: 0, updated_at: nowIso() })
    .where('tenant_id', '=', tenantId)
    .where('token', '=', token)
    .where('field_name', '=', fieldName)
    .where('subscribed', '=', 1)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) === 1) return;
  const known = (await subscriptionsOf(db, tenantId, 'token', token)).some(
    (row) => row.field_name === fieldName,
  );
  throw new DomainError(known ? 'mailMagazineAlreadyUnsubscribed' : 'recordNotFound');
}
