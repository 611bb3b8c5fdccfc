import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DialectName } from './dialect.ts';
import { initialMigration } from './migrations/001_initial.ts';
import { ticketsAfterPurchaseMigration } from './migrations/002_tickets_after_purchase.ts';
import { timeChangeHoldsMigration } from './migrations/003_time_change_holds.ts';
import { orderClientMigration } from './migrations/004_order_client.ts';
import { orderHoldExtensionMigration } from './migrations/005_order_hold_extension.ts';
import { holdsMigration } from './migrations/006_holds.ts';
import { webhooksMigration } from './migrations/007_webhooks.ts';
import { waitingRoomMigration } from './migrations/008_waiting_room.ts';
import { waitingRoomOpeningsMigration } from './migrations/009_waiting_room_openings.ts';
import { catalogueMigration } from './migrations/010_catalogue.ts';
import { paymentProvidersMigration } from './migrations/011_payment_providers.ts';
import { staffMigration } from './migrations/012_staff.ts';
import { orderSearchMigration } from './migrations/013_order_search.ts';
import { auditRequestsMigration } from './migrations/014_audit_requests.ts';
import { consoleStockMigration } from './migrations/015_console_stock.ts';
import { gateScansMigration } from './migrations/016_gate_scans.ts';
import { staffSecondFactorMigration } from './migrations/017_staff_second_factor.ts';
import { consoleSearchMigration } from './migrations/018_console_search.ts';
import { orderNameGramsMigration } from './migrations/019_order_name_grams.ts';
import { staffPasswordLinksMigration } from './migrations/020_staff_password_links.ts';
import { walletPassesMigration } from './migrations/021_wallet_passes.ts';
import { gateScanAdmittedMigration } from './migrations/022_gate_scan_admitted.ts';
import { slotStockGuardMigration } from './migrations/023_slot_stock_guard.ts';
import { orderLookupsMigration } from './migrations/024_order_lookups.ts';
import type { Database } from './schema.ts';

/** Every migration, in order; static so that bundling or a missing folder cannot lose one. */
function migrationProvider(dialect: DialectName): MigrationProvider {
  return {
    async getMigrations(): Promise<Record<string, Migration>> {
      return {
        '001_initial': initialMigration(dialect),
        '002_tickets_after_purchase': ticketsAfterPurchaseMigration,
        '003_time_change_holds': timeChangeHoldsMigration,
        '004_order_client': orderClientMigration,
        '005_order_hold_extension': orderHoldExtensionMigration,
        '006_holds': holdsMigration,
        '007_webhooks': webhooksMigration,
        '008_waiting_room': waitingRoomMigration(dialect),
        '009_waiting_room_openings': waitingRoomOpeningsMigration,
        '010_catalogue': catalogueMigration,
        '011_payment_providers': paymentProvidersMigration(dialect),
        '012_staff': staffMigration(dialect),
        '013_order_search': orderSearchMigration,
        '014_audit_requests': auditRequestsMigration,
        '015_console_stock': consoleStockMigration,
        '016_gate_scans': gateScansMigration(dialect),
        '017_staff_second_factor': staffSecondFactorMigration,
        '018_console_search': consoleSearchMigration(dialect),
        '019_order_name_grams': orderNameGramsMigration(dialect),
        '020_staff_password_links': staffPasswordLinksMigration,
        '021_wallet_passes': walletPassesMigration(dialect),
        '022_gate_scan_admitted': gateScanAdmittedMigration,
        '023_slot_stock_guard': slotStockGuardMigration(dialect),
        '024_order_lookups': orderLookupsMigration,
      };
    },
  };
}

/**
 * Migrates to the latest schema, or up to the migration `upTo` names. On PostgreSQL the bookkeeping tables
 * live in `schema` when one is given (Kysely otherwise finds another schema's bookkeeping tables and skips
 * creating its own).
 */
export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  schema?: string,
  upTo?: string,
): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: migrationProvider(dialect),
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await (upTo ? migrator.migrateTo(upTo) : migrator.migrateToLatest());
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
