import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * What the gate itself decided of each scan (offline, by the admission rule): 1 when it let the visitor
 * in, 0 when it refused, null for scans of gates that did not say. Two gates that both let a ticket in
 * are a conflict each gate is told of.
 */
export const gateScanAdmittedMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('gate_scans').addColumn('admitted', 'integer').execute();
  },
  async down(db: AnyDb) {
    await db.schema.alterTable('gate_scans').dropColumn('admitted').execute();
  },
};
