import type { CalendarDate } from '@internationalized/date';
import {
  type Catalogue,
  type CatalogueError,
  checkCatalogue,
  formatCatalogueError,
  type TenantConfig,
} from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../log.ts';
import { applyCatalogue } from './applyCatalogue.ts';
import type { CatalogueSource } from './catalogueFile.ts';
import type { StockVariety } from './demoSales.ts';

export interface SiteCatalogueOptions {
  today: CalendarDate;
  variety: StockVariety;
  logger: Logger;
  /** Refuse to start a site whose catalogue never applied (production), or only log it. */
  requireCatalogue: boolean;
}

/** The catalogue a site last applied, checked again (a later version may have tightened the rules). */
export async function storedCatalogue(db: Kysely<Database>, config: TenantConfig): Promise<Catalogue | null> {
  const row = await db
    .selectFrom('tenants')
    .select('catalogue')
    .where('id', '=', config.id)
    .executeTakeFirst();
  if (!row?.catalogue) return null;
  const check = checkCatalogue(JSON.parse(row.catalogue), config);
  return check.ok ? check.catalogue : null;
}

/** The source's catalogue checked for the site, or its errors. */
export function checkedSource(source: CatalogueSource | undefined, config: TenantConfig) {
  if (!source) return { ok: false as const, errors: [{ path: config.id, message: 'no catalogue given' }] };
  return source.ok ? checkCatalogue(source.input, config) : source;
}

class CatalogueNeverApplied extends Error {}

/**
 * At a start: applies each site's catalogue. One that fails its check or is refused by the stock is
 * logged with every reason, and the site goes on selling on the catalogue it last applied (rolled
 * forward to today); a site with none refuses the start when `requireCatalogue`.
 */
export async function applySiteCatalogues(
  db: Kysely<Database>,
  configs: readonly TenantConfig[],
  sources: Readonly<Record<string, CatalogueSource>>,
  options: SiteCatalogueOptions,
): Promise<void> {
  const never: string[] = [];
  for (const config of configs) {
    const check = checkedSource(sources[config.id], config);
    let reasons: string[];
    if (check.ok) {
      const { applied, report } = await applyCatalogue(db, config, check.catalogue, options);
      if (applied) {
        if (report.changes.length > 0)
          options.logger.info({ tenant: config.id, changes: report.changes.length }, 'Catalogue applied');
        continue;
      }
      reasons = report.refusals;
    } else {
      reasons = check.errors.map((error: CatalogueError) => formatCatalogueError(error));
    }
    options.logger.error(
      { tenant: config.id, reasons },
      'Catalogue not applied; selling on the last one applied',
    );
    const last = await storedCatalogue(db, config);
    if (last) await applyCatalogue(db, config, last, options);
    else never.push(`${config.id}: ${reasons.join('; ')}`);
  }
  if (never.length === 0) return;
  const message = `No catalogue ever applied for ${never.join(' | ')}`;
  if (options.requireCatalogue) throw new CatalogueNeverApplied(message);
  options.logger.warn(message);
}

/** The daily roll-forward: each site's stock kept to its horizon from `today`, on its last catalogue. */
export async function rollCataloguesForward(
  db: Kysely<Database>,
  configs: readonly TenantConfig[],
  options: Omit<SiteCatalogueOptions, 'requireCatalogue'>,
): Promise<void> {
  for (const config of configs) {
    const last = await storedCatalogue(db, config);
    if (!last) continue;
    const { applied, report } = await applyCatalogue(db, config, last, options);
    if (!applied)
      options.logger.error({ tenant: config.id, reasons: report.refusals }, 'Stock not rolled forward');
  }
}
