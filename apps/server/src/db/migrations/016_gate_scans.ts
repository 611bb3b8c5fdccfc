import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * Every scan the scanning gates send, kept whatever it decided: the gate device, its own key of the scan
 * (unique per device, so a batch sent again is recorded once), the ticket it names and whether the key
 * matched that ticket's QR code, when it was scanned and when it arrived.
 */
export function gateScansMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('gate_scans')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('request_key', 'text', (c) => c.notNull())
        .addColumn('ticket_id', 'integer', (c) => c.notNull())
        .addColumn('ticket_key', 'text', (c) => c.notNull())
        .addColumn('known', 'integer', (c) => c.notNull())
        .addColumn('scanned_at', 'text', (c) => c.notNull())
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('gate_scans_request', ['tenant_id', 'device_id', 'request_key'])
        .execute();
      await db.schema.createIndex('gate_scans_ticket').on('gate_scans').column('ticket_id').execute();
    },
  };
}
