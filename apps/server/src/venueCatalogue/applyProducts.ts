import type { Transaction } from 'kysely';
import type { Database, Product } from '../db/schema.ts';
import type { ApplyReport } from './applyReport.ts';
import { catalogueUuid } from './catalogueUuid.ts';
import type { DesiredProduct, ProductValues } from './desiredProducts.ts';

type Trx = Transaction<Database>;

/** A catalogue product and the row that holds it. */
export interface AppliedProduct {
  desired: DesiredProduct;
  id: number;
  uuid: string;
}

/** The columns whose value differs between a row and what the catalogue wants. */
function differing<T extends object>(row: T, wanted: Partial<T>): (keyof T)[] {
  return (Object.keys(wanted) as (keyof T)[]).filter((column) => row[column] !== wanted[column]);
}

async function applyProduct(
  trx: Trx,
  tenantId: string,
  desired: DesiredProduct,
  row: Product | undefined,
  report: ApplyReport,
) {
  const label = `${desired.values.product_type === 'set' ? 'set product' : 'product'} '${desired.key}'`;
  if (!row) {
    const uuid = catalogueUuid(tenantId, desired.key);
    const { id } = await trx
      .insertInto('products')
      .values({ tenant_id: tenantId, uuid, catalogue_key: desired.key, ...desired.values })
      .returning('id')
      .executeTakeFirstOrThrow();
    report.change(`add ${label}`);
    return { desired, id, uuid };
  }
  if (row.product_type !== desired.values.product_type) {
    report.refuse(
      `${label} was a ${row.product_type === 'set' ? 'set product' : 'main product'}: give it a new key`,
    );
    return { desired, id: row.id, uuid: row.uuid };
  }
  const changed = differing<ProductValues & { stopped: number }>(row, { ...desired.values, stopped: 0 });
  if (changed.length > 0) {
    await trx
      .updateTable('products')
      .set({ ...desired.values, stopped: 0 })
      .where('id', '=', row.id)
      .execute();
    report.change(row.stopped === 1 ? `sell ${label} again` : `change ${label}: ${changed.join(', ')}`);
  }
  return { desired, id: row.id, uuid: row.uuid };
}

/** The ticket types (options) of a main product: added, changed, or stopped when no longer listed. */
async function applyTicketTypes(trx: Trx, product: AppliedProduct, report: ApplyReport) {
  const rows = await trx.selectFrom('options').selectAll().where('product_id', '=', product.id).execute();
  const byKey = new Map(rows.map((row) => [row.catalogue_key, row]));
  for (const ticket of product.desired.tickets) {
    const row = byKey.get(ticket.key);
    const values = { name: ticket.name, add_cost: ticket.add_cost, position: ticket.position, stopped: 0 };
    if (!row) {
      await trx
        .insertInto('options')
        .values({ product_id: product.id, catalogue_key: ticket.key, type: 'ticket', ...values })
        .execute();
      report.change(`add ticket type '${ticket.key}' to product '${product.desired.key}'`);
    } else if (differing(row, values).length > 0) {
      await trx.updateTable('options').set(values).where('id', '=', row.id).execute();
      report.change(
        `change ticket type '${ticket.key}' of product '${product.desired.key}': ${differing(row, values).join(', ')}`,
      );
    }
  }
  const listed = new Set(product.desired.tickets.map((ticket) => ticket.key));
  for (const row of rows) {
    if (row.stopped === 1 || (row.catalogue_key !== null && listed.has(row.catalogue_key))) continue;
    await trx.updateTable('options').set({ stopped: 1 }).where('id', '=', row.id).execute();
    report.change(`stop ticket type '${row.catalogue_key ?? row.id}' of product '${product.desired.key}'`);
  }
}

/** Which set products each main product offers: the links rewritten when they differ. */
async function applySetLinks(trx: Trx, tenantId: string, applied: AppliedProduct[], report: ApplyReport) {
  const idOf = new Map(applied.map((product) => [product.desired.key, product.id]));
  const wanted = applied.flatMap((product) =>
    product.desired.setProductKeys.map((key) => ({
      main_product_id: product.id,
      set_product_id: idOf.get(key) ?? 0,
      quantity: 1,
    })),
  );
  const existing = await trx
    .selectFrom('set_products as l')
    .innerJoin('products as p', 'p.id', 'l.main_product_id')
    .select(['l.main_product_id', 'l.set_product_id', 'l.quantity'])
    .where('p.tenant_id', '=', tenantId)
    .execute();
  const asText = (links: typeof wanted) =>
    links
      .map((link) => `${link.main_product_id}:${link.set_product_id}:${link.quantity}`)
      .sort()
      .join(',');
  if (asText(existing) === asText(wanted)) return;
  const mainIds = (
    await trx.selectFrom('products').select('id').where('tenant_id', '=', tenantId).execute()
  ).map((row) => row.id);
  if (mainIds.length > 0)
    await trx.deleteFrom('set_products').where('main_product_id', 'in', mainIds).execute();
  if (wanted.length > 0) await trx.insertInto('set_products').values(wanted).execute();
  report.change('change which set products go with which products');
}

/**
 * Writes the catalogue's products, ticket types and set-product links; a product the catalogue no
 * longer lists stops selling (its row, orders and tickets stay). Returns the products it lists.
 */
export async function applyProducts(
  trx: Trx,
  tenantId: string,
  desired: DesiredProduct[],
  report: ApplyReport,
): Promise<AppliedProduct[]> {
  const rows = await trx.selectFrom('products').selectAll().where('tenant_id', '=', tenantId).execute();
  const byKey = new Map(rows.map((row) => [row.catalogue_key, row]));
  const applied: AppliedProduct[] = [];
  for (const product of desired)
    applied.push(await applyProduct(trx, tenantId, product, byKey.get(product.key), report));
  for (const product of applied)
    if (product.desired.tickets.length > 0) await applyTicketTypes(trx, product, report);
  const listed = new Set(desired.map((product) => product.key));
  for (const row of rows) {
    if (row.stopped === 1 || (row.catalogue_key !== null && listed.has(row.catalogue_key))) continue;
    await trx.updateTable('products').set({ stopped: 1 }).where('id', '=', row.id).execute();
    report.change(`stop selling product '${row.catalogue_key ?? row.uuid}'`);
  }
  await applySetLinks(trx, tenantId, applied, report);
  return applied;
}
