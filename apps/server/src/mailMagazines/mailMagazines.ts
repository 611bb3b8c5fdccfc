import type { Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database, Order } from '../db/schema.ts';
import { newToken } from '../tokens.ts';

/** Sign-in fields that subscribe to a mail magazine (spec 3: mail_magazine, {product}_mail_magazine). */
const mailMagazineField = /^([a-z][a-z0-9]*_)?mail_magazine$/;

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
  const existing = await trx
    .selectFrom('mail_magazine_subscriptions')
    .select('token')
    .where('tenant_id', '=', order.tenant_id)
    .where('email', '=', order.email)
    .executeTakeFirst();
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
