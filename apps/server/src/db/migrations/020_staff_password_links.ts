import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * Staff set their own passwords: the links mailed to set one (a new account) or reset it (only a SHA-256
 * of each link's token is stored; a used link is kept until it expires, so it is refused as used), and
 * when an account's password was last set by its owner (null: the set-password mail still waits).
 * Accounts from before set theirs (or had it set on the command line) when they were made.
 */
export const staffPasswordLinksMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema
      .createTable('staff_password_links')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('staff_id', 'integer', (c) =>
        c.notNull().references('staff_accounts.id').onDelete('cascade'),
      )
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema
      .createIndex('staff_password_links_staff')
      .on('staff_password_links')
      .column('staff_id')
      .execute();
    await db.schema.alterTable('staff_accounts').addColumn('password_set_at', 'text').execute();
    await db
      .updateTable('staff_accounts')
      .set((eb) => ({ password_set_at: eb.ref('created_at') }))
      .execute();
  },
  async down(db: AnyDb) {
    await db.schema.dropTable('staff_password_links').execute();
    await db.schema.alterTable('staff_accounts').dropColumn('password_set_at').execute();
  },
};
