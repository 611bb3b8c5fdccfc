import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * The after-purchase calls: a mail token covers every mail magazine of an address (one row per field),
 * and tickets and share links are looked up by reservation.
 */
export const ticketsAfterPurchaseMigration: Migration = {
  async up(db: AnyDb) {
    // Nothing wrote this table before this migration, so it is rebuilt with its new key.
    await db.schema.dropTable('mail_magazine_subscriptions').execute();
    await db.schema
      .createTable('mail_magazine_subscriptions')
      .addColumn('token', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('field_name', 'text', (c) => c.notNull())
      .addColumn('subscribed', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('mail_magazine_subscriptions_pk', ['token', 'field_name'])
      .addUniqueConstraint('mail_magazine_subscriptions_address', ['tenant_id', 'email', 'field_name'])
      .execute();
    await db.schema.createIndex('tickets_reservation').on('tickets').column('reservation_id').execute();
    await db.schema
      .createIndex('share_tokens_reservation')
      .on('share_tokens')
      .column('reservation_id')
      .execute();
  },
};
