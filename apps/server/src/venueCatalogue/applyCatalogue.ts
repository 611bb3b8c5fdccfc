import type { CalendarDate } from '@internationalized/date';
import type { Catalogue, TenantConfig } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import {
  applyCalendarColours,
  applyCoupons,
  applyPaymentMethods,
  applyPromotions,
  applySettings,
} from './applyOffers.ts';
import { applyProducts } from './applyProducts.ts';
import { ApplyReport, CatalogueRollback } from './applyReport.ts';
import { applyProductStock } from './applyStock.ts';
import type { StockVariety } from './demoSales.ts';
import { desiredProducts } from './desiredProducts.ts';

export interface ApplyOptions {
  /** The venue's today: stock is kept from it to the catalogue's horizon. */
  today: CalendarDate;
  /** What is already sold of a day added now. */
  variety: StockVariety;
  /** Work out the changes and roll them back (`pnpm catalogue check`). */
  dryRun?: boolean;
}

export interface ApplyResult {
  /** Whether the database now holds the catalogue. */
  applied: boolean;
  report: ApplyReport;
}

/**
 * Makes a site's products, ticket types, set products, stock, settings, coupons, payment methods,
 * membership promotions and calendar colours what its checked catalogue says, in one transaction:
 * with any refusal (a capacity below what is sold, a closed date with tickets sold) nothing changes.
 * Idempotent. The site's row is locked first, so servers applying at once take turns; the catalogue
 * applied is kept on it for the daily roll-forward.
 */
export async function applyCatalogue(
  db: Kysely<Database>,
  config: TenantConfig,
  catalogue: Catalogue,
  options: ApplyOptions,
): Promise<ApplyResult> {
  const report = new ApplyReport();
  const stored = JSON.stringify(catalogue);
  try {
    await db.transaction().execute(async (trx) => {
      // A no-op update locks the site's row: a second server applying at once waits, then finds no change.
      const locked = await trx
        .updateTable('tenants')
        .set((eb) => ({ catalogue: eb.ref('catalogue') }))
        .where('id', '=', config.id)
        .returning('catalogue')
        .executeTakeFirst();
      if (!locked) throw new Error(`site ${config.id} is not seeded`);
      await applySettings(trx, config.id, catalogue, report);
      const products = await applyProducts(trx, config.id, desiredProducts(catalogue), report);
      const window = { today: options.today, horizonDays: catalogue.horizonDays, variety: options.variety };
      for (const product of products) await applyProductStock(trx, product, window, report);
      await applyCoupons(trx, config.id, catalogue, report);
      await applyPaymentMethods(trx, config, catalogue, report);
      await applyPromotions(trx, config, catalogue, report);
      await applyCalendarColours(trx, config.id, catalogue, options.today, report);
      if (report.refusals.length > 0 || options.dryRun) throw new CatalogueRollback(report);
      if (locked.catalogue !== stored)
        await trx
          .updateTable('tenants')
          .set({ catalogue: stored, catalogue_applied_at: nowIso() })
          .where('id', '=', config.id)
          .execute();
    });
  } catch (error) {
    if (error instanceof CatalogueRollback) return { applied: false, report };
    throw error;
  }
  return { applied: true, report };
}
