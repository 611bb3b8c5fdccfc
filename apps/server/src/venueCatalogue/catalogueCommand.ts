import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type Catalogue,
  catalogueJsonSchema,
  checkCatalogue,
  formatCatalogueError,
  type TenantConfig,
} from '@venue/ticket-core';
import { venueToday } from '../clock.ts';
import type { DatabaseTarget } from '../db/connect.ts';
import { openDatabase } from '../db/connect.ts';
import { seedTenants } from '../seed/seedTenant.ts';
import { applyCatalogue } from './applyCatalogue.ts';
import { cataloguePath, readCatalogueFile, tenantsDir } from './catalogueFile.ts';
import type { StockVariety } from './demoSales.ts';

export const catalogueUsage = `Usage:
  pnpm catalogue check <site>   check tenants/<site>/catalogue.jsonc and print what an apply would change
  pnpm catalogue apply <site>   apply it to the database (as every server start does)
  pnpm catalogue schema         write tenants/catalogue.schema.json from the schema in ticket-core`;

export interface CommandContext {
  tenants: Readonly<Record<string, TenantConfig>>;
  database: DatabaseTarget;
  variety: StockVariety;
  dir?: string;
  print: (line: string) => void;
}

/** The site's catalogue file checked, or its errors printed (false). */
function checkedFile(context: CommandContext, config: TenantConfig): Catalogue | null {
  const path = cataloguePath(config.id, context.dir ?? tenantsDir);
  const source = readCatalogueFile(path);
  const check = source.ok ? checkCatalogue(source.input, config) : source;
  if (check.ok) return check.catalogue;
  context.print(`${path}: ${check.errors.length} error${check.errors.length === 1 ? '' : 's'}`);
  for (const error of check.errors) context.print(`  ${formatCatalogueError(error)}`);
  return null;
}

/**
 * `pnpm catalogue check|apply <site>`: checks the site's catalogue, then works out (check) or makes
 * (apply) its changes to the database, printing each change and each refusal. The exit code: 0 when
 * the catalogue is good and (apply) applied, 1 otherwise, 2 for a wrong command line.
 */
export async function runCatalogueCommand(args: readonly string[], context: CommandContext): Promise<number> {
  const [command, siteId] = args;
  if (command === 'schema' && siteId === undefined) {
    const path = join(context.dir ?? tenantsDir, 'catalogue.schema.json');
    writeFileSync(path, `${JSON.stringify(catalogueJsonSchema(), null, 2)}\n`);
    context.print(`Wrote ${path}`);
    return 0;
  }
  if ((command !== 'check' && command !== 'apply') || siteId === undefined || args.length > 2) {
    context.print(catalogueUsage);
    return 2;
  }
  const config = context.tenants[siteId];
  if (!config) {
    context.print(
      `No site '${siteId}' in tenants/index.ts. Sites: ${Object.keys(context.tenants).join(', ')}`,
    );
    return 2;
  }
  const catalogue = checkedFile(context, config);
  if (!catalogue) return 1;
  context.print(
    `${siteId}: the catalogue is good (${catalogue.products.length} products, ${catalogue.setProducts.length} set products, ${catalogue.coupons.length} coupons).`,
  );
  const db = await openDatabase(context.database);
  try {
    const seeded = await db.kysely
      .selectFrom('tenants')
      .select('id')
      .where('id', '=', siteId)
      .executeTakeFirst();
    if (!seeded) {
      if (command === 'check') {
        context.print(
          'The site is not in the database yet: an apply or a start adds it with all of the above.',
        );
        return 0;
      }
      await seedTenants(db.kysely, [config]);
    }
    const dryRun = command === 'check';
    const { applied, report } = await applyCatalogue(db.kysely, config, catalogue, {
      today: venueToday(),
      variety: context.variety,
      dryRun,
    });
    if (report.changes.length === 0 && report.refusals.length === 0)
      context.print('The database already holds it.');
    for (const change of report.changes) context.print(`  ${dryRun ? 'would ' : ''}${change}`);
    for (const refusal of report.refusals) context.print(`  cannot: ${refusal}`);
    for (const kept of report.kept) context.print(`  kept as the console set it: ${kept}`);
    if (report.refusals.length > 0) {
      context.print(
        `Nothing ${dryRun ? 'would be' : 'was'} changed: ${report.refusals.length} change(s) cannot be made.`,
      );
      return 1;
    }
    if (applied) context.print('Applied.');
    return 0;
  } finally {
    await db.kysely.destroy();
  }
}
