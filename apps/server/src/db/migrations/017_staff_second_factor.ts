import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * What the managers' staff screen and second factor keep of an account: its last sign-in, a TOTP secret
 * set up but not yet confirmed by a code, and the time step of the last code accepted (a code works once).
 */
export const staffSecondFactorMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('staff_accounts').addColumn('last_sign_in_at', 'text').execute();
    await db.schema.alterTable('staff_accounts').addColumn('totp_pending_secret', 'text').execute();
    await db.schema.alterTable('staff_accounts').addColumn('totp_last_step', 'integer').execute();
  },
};
