import type { Kysely, Migration } from 'kysely';

// Migrations run against the schema as it was, not as typed now.
// biome-ignore lint/suspicious/noExplicitAny: Kysely's migration type; a migration must not depend on today's schema types.
type AnyDb = Kysely<any>;

/**
 * A console action's audit entry keeps the page's request id, unique per venue: the entry is written
 * before the action acts, so the same request sent again finds it and does nothing twice.
 */
export const auditRequestsMigration: Migration = {
  async up(db: AnyDb) {
    await db.schema.alterTable('audit_log').addColumn('request_id', 'text').execute();
    await db.schema
      .createIndex('audit_log_request')
      .on('audit_log')
      .columns(['tenant_id', 'request_id'])
      .unique()
      .execute();
  },
};
