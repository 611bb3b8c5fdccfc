import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * The waiting room: one row per browser in a site's room (the room known by its opening instant), its
 * arrival number from a database sequence, and the secrets every server instance signs with.
 */
export function waitingRoomMigration(dialect: DialectName): Migration {
  return {
    async up(db: AnyDb) {
      const table = db.schema.createTable('waiting_room_entries');
      await (dialect === 'postgres'
        ? table.addColumn('seq', 'serial', (c) => c.primaryKey())
        : table.addColumn('seq', 'integer', (c) => c.primaryKey().autoIncrement())
      )
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('opens_at', 'text', (c) => c.notNull())
        .addColumn('visitor', 'text', (c) => c.notNull())
        .addColumn('early', 'integer', (c) => c.notNull())
        .addColumn('draw', 'text', (c) => c.notNull())
        .addColumn('arrived_at', 'text', (c) => c.notNull())
        .addColumn('pass_uses', 'integer', (c) => c.notNull().defaultTo(0))
        .addUniqueConstraint('waiting_room_entries_visitor', ['tenant_id', 'opens_at', 'visitor'])
        .execute();
      await db.schema
        .createIndex('waiting_room_entries_draw')
        .on('waiting_room_entries')
        .columns(['tenant_id', 'opens_at', 'early', 'draw'])
        .execute();
      await db.schema
        .createTable('signing_secrets')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
