import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../dialect.ts';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * The venue console's staff: accounts (one per address, argon2 password hash), their memberships of
 * venues with a role in each, their sessions (only a SHA-256 of each session's token is stored), the
 * failed sign-ins that lock an address out for a while, and the audit log of what staff did.
 */
export function staffMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? 'serial' : 'integer';
  return {
    async up(db: AnyDb) {
      await db.schema
        .createTable('staff_accounts')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('totp_secret', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('staff_memberships')
        .addColumn('staff_id', 'integer', (c) =>
          c.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('staff_memberships_key', ['staff_id', 'tenant_id'])
        .execute();
      await db.schema
        .createIndex('staff_memberships_tenant')
        .on('staff_memberships')
        .column('tenant_id')
        .execute();
      await db.schema
        .createTable('staff_sessions')
        .addColumn('token_hash', 'text', (c) => c.primaryKey())
        .addColumn('staff_id', 'integer', (c) =>
          c.notNull().references('staff_accounts.id').onDelete('cascade'),
        )
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('staff_sessions_staff').on('staff_sessions').column('staff_id').execute();
      await db.schema
        .createTable('staff_sign_in_failures')
        .addColumn('address_key', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('audit_log')
        .addColumn('id', id, (c) =>
          dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
        .addColumn('staff_id', 'integer', (c) => c.references('staff_accounts.id').onDelete('set null'))
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('target_kind', 'text')
        .addColumn('target_id', 'text')
        .addColumn('before', 'text')
        .addColumn('after', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('audit_log_tenant_time')
        .on('audit_log')
        .columns(['tenant_id', 'created_at'])
        .execute();
      await db.schema
        .createIndex('audit_log_target')
        .on('audit_log')
        .columns(['tenant_id', 'target_kind', 'target_id'])
        .execute();
    },
  };
}
