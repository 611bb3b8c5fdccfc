import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * A waiting room's opening, written once shortly after it: the places of everyone who had joined by then
 * are stored on their entries, and later arrivals' places follow from their arrival numbers alone.
 */
export const waitingRoomOpeningsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('waiting_room_entries').addColumn('place', 'integer').execute();
    await db.schema
      .createTable('waiting_room_openings')
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('opens_at', 'text', (c) => c.notNull())
      .addColumn('last_seq', 'integer', (c) => c.notNull())
      .addColumn('placed', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('waiting_room_openings_pkey', ['tenant_id', 'opens_at'])
      .execute();
  },
};
