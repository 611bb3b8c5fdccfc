import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * Remote payment providers: which provider each payment went to and its id there, the refunds given (each
 * under its own idempotency key, with the provider's reference) and the provider events already handled,
 * so a webhook sent again does nothing twice.
 */
export function paymentProvidersMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .alterTable('payments')
        .addColumn('provider', 'text', (c) => c.notNull().defaultTo('sandbox'))
        .execute();
      await db.schema.alterTable('payments').addColumn('provider_ref', 'text').execute();
      await db.schema.createIndex('payments_open').on('payments').columns(['provider', 'status']).execute();
      await db.schema
        .createTable('payment_refunds')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('payment_id', 'integer', (c) => c.notNull().references('payments.id'))
        .addColumn('idempotency_key', 'text', (c) => c.notNull().unique())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('payment_refunds_provider_ref')
        .on('payment_refunds')
        .column('provider_ref')
        .execute();
      await db.schema
        .createTable('provider_events')
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('event_id', 'text', (c) => c.notNull())
        .addColumn('event_type', 'text', (c) => c.notNull())
        .addColumn('provider_ref', 'text')
        .addColumn('received_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('provider_events_key', ['tenant_id', 'provider', 'event_id'])
        .execute();
    },
  };
}
