import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * Apple Wallet's web service: the devices that registered a site's pass for updates (the device's
 * library id, the pass type and serial, the device's push token; one row per device and pass), and when
 * each pass last changed (a ticket's date or slot moved, or the ticket was cancelled), which the devices
 * ask after once pushed.
 */
export function walletPassesMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('wallet_pass_registrations')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('device_id', 'text', (c) => c.notNull())
        .addColumn('pass_type_id', 'text', (c) => c.notNull())
        .addColumn('serial_number', 'text', (c) => c.notNull())
        .addColumn('push_token', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('wallet_pass_registrations_device_pass', [
          'tenant_id',
          'device_id',
          'pass_type_id',
          'serial_number',
        ])
        .execute();
      await db.schema
        .createIndex('wallet_pass_registrations_pass')
        .on('wallet_pass_registrations')
        .columns(['tenant_id', 'serial_number'])
        .execute();
      await db.schema
        .createTable('wallet_pass_updates')
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('serial_number', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('wallet_pass_updates_pass', ['tenant_id', 'serial_number'])
        .execute();
    },
    async down(db: AnyDb) {
      await db.schema.dropTable('wallet_pass_updates').execute();
      await db.schema.dropTable('wallet_pass_registrations').execute();
    },
  };
}
