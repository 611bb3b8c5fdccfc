import type { CalendarDate } from '@internationalized/date';
import {
  type Catalogue,
  calendarColour,
  type PaymentMethodId,
  paymentFlowType,
  type TenantConfig,
} from '@venue/ticket-core';
import type { Insertable, Transaction } from 'kysely';
import { calendarColors } from '../catalog/site.ts';
import type { Database } from '../db/schema.ts';
import { paymentMethodNames } from '../seed/siteContent.ts';
import type { ApplyReport } from './applyReport.ts';

type Trx = Transaction<Database>;

/** Rows as comparable text, so a table is rewritten only when its rows differ. */
function sameRows<T extends object>(a: readonly T[], b: readonly T[], columns: (keyof T)[]): boolean {
  const text = (rows: readonly T[]) =>
    rows
      .map((row) => columns.map((column) => String(row[column])).join('\u0001'))
      .sort()
      .join('\u0002');
  return text(a) === text(b);
}

/** Spec 3's settings the catalogue decides (Time_Change_Fee only where a change of date costs). */
export async function applySettings(trx: Trx, tenantId: string, catalogue: Catalogue, report: ApplyReport) {
  const { settings } = catalogue;
  const wanted = [
    { tenant_id: tenantId, key: 'Is_Coupon_Required', value: String(settings.couponRequired) },
    { tenant_id: tenantId, key: 'Max_Ticket', value: String(settings.maxTicketsPerOrder) },
    {
      tenant_id: tenantId,
      key: 'Time_Change_Set_Product_Stock',
      value: String(settings.timeChangeSetProductStock),
    },
    ...(settings.timeChangeFee > 0
      ? [{ tenant_id: tenantId, key: 'Time_Change_Fee', value: String(settings.timeChangeFee) }]
      : []),
  ];
  const keys = ['Is_Coupon_Required', 'Max_Ticket', 'Time_Change_Set_Product_Stock', 'Time_Change_Fee'];
  const existing = await trx
    .selectFrom('settings')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('key', 'in', keys)
    .execute();
  if (sameRows(existing, wanted, ['key', 'value'])) return;
  await trx.deleteFrom('settings').where('tenant_id', '=', tenantId).where('key', 'in', keys).execute();
  await trx.insertInto('settings').values(wanted).execute();
  report.change(`settings: ${wanted.map((row) => `${row.key}=${row.value}`).join(', ')}`);
}

/**
 * Coupons by code: added, changed (their use count kept), or stopped when no longer listed. The console's
 * invitation codes (those of a batch) are not the catalogue's: an apply leaves them as they are, and a
 * code the console disabled stays disabled.
 */
export async function applyCoupons(trx: Trx, tenantId: string, catalogue: Catalogue, report: ApplyReport) {
  const rows = await trx.selectFrom('coupons').selectAll().where('tenant_id', '=', tenantId).execute();
  const byCode = new Map(rows.map((row) => [row.code, row]));
  for (const coupon of catalogue.coupons) {
    const values = {
      name: coupon.name,
      discount_type: coupon.discountType,
      discount_amount: coupon.amount,
      should_apply_per_ticket: coupon.perTicket ? 1 : 0,
      valid_from: coupon.validFrom,
      valid_to: coupon.validTo,
      channel: coupon.channel,
      usage_limit: coupon.usageLimit,
      is_invitation: coupon.invitation ? 1 : 0,
      stopped: 0,
    };
    const row = byCode.get(coupon.code);
    if (!row) {
      await trx
        .insertInto('coupons')
        .values({ tenant_id: tenantId, code: coupon.code, used_count: 0, ...values })
        .execute();
      report.change(`add coupon ${coupon.code}`);
      continue;
    }
    const changed = (Object.keys(values) as (keyof typeof values)[]).filter(
      (column) => row[column] !== values[column],
    );
    if (changed.length === 0) continue;
    await trx.updateTable('coupons').set(values).where('id', '=', row.id).execute();
    report.change(`change coupon ${coupon.code}: ${changed.join(', ')}`);
  }
  const listed = new Set(catalogue.coupons.map((coupon) => coupon.code));
  for (const row of rows) {
    if (row.stopped === 1 || row.batch !== null || listed.has(row.code)) continue;
    await trx.updateTable('coupons').set({ stopped: 1 }).where('id', '=', row.id).execute();
    report.change(`stop coupon ${row.code}`);
  }
}

/**
 * The payment methods of the site (tenant.ts's list, one source with the storefront) with the names of
 * the six languages and the catalogue's discounts; the venue's own channel takes the card, wallet and
 * free methods.
 */
export async function applyPaymentMethods(
  trx: Trx,
  config: TenantConfig,
  catalogue: Catalogue,
  report: ApplyReport,
) {
  const row = (
    methodId: PaymentMethodId,
    channel: 'web' | 'spot',
    position: number,
  ): Insertable<Database['payment_methods']> => {
    const discount = catalogue.paymentDiscounts[methodId];
    return {
      tenant_id: config.id,
      method_id: methodId,
      channel,
      name: JSON.stringify(paymentMethodNames[methodId]),
      position,
      discount_type: discount?.discountType ?? null,
      discount_amount: discount?.amount ?? 0,
    };
  };
  // An order of the venue that costs nothing (an invitation coupon) is paid with `free`, as online.
  const spotFlows = new Set(['card', 'card3ds', 'wallet', 'free']);
  const spot = config.spotChannel
    ? config.paymentMethods.filter((id) => spotFlows.has(paymentFlowType(id)))
    : [];
  const wanted = [
    ...config.paymentMethods.map((id, position) => row(id, 'web', position)),
    ...spot.map((id, position) => row(id, 'spot', position)),
  ];
  const existing = await trx
    .selectFrom('payment_methods')
    .selectAll()
    .where('tenant_id', '=', config.id)
    .execute();
  const columns = ['method_id', 'channel', 'name', 'position', 'discount_type', 'discount_amount'] as const;
  if (sameRows(existing, wanted as typeof existing, [...columns])) return;
  await trx.deleteFrom('payment_methods').where('tenant_id', '=', config.id).execute();
  if (wanted.length > 0) await trx.insertInto('payment_methods').values(wanted).execute();
  report.change(
    `payment methods: ${wanted.map((method) => `${method.method_id} (${method.channel})`).join(', ')}`,
  );
}

/** Membership promotions by membership value, on the site's membership key. */
export async function applyPromotions(
  trx: Trx,
  config: TenantConfig,
  catalogue: Catalogue,
  report: ApplyReport,
) {
  const rows = await trx
    .selectFrom('membership_promotions')
    .selectAll()
    .where('tenant_id', '=', config.id)
    .execute();
  const byValue = new Map(rows.map((row) => [row.membership_value, row]));
  const key = config.membershipKey ?? '';
  for (const promotion of catalogue.membershipPromotions) {
    const values = {
      name: promotion.name,
      membership_key: key,
      promotion_type: promotion.discountType,
      promotion_amount: promotion.amount,
      stopped: 0,
    };
    const row = byValue.get(promotion.membershipValue);
    if (!row) {
      await trx
        .insertInto('membership_promotions')
        .values({ tenant_id: config.id, membership_value: promotion.membershipValue, ...values })
        .execute();
      report.change(`add membership promotion '${promotion.membershipValue}'`);
    } else if (
      (Object.keys(values) as (keyof typeof values)[]).some((column) => row[column] !== values[column])
    ) {
      await trx.updateTable('membership_promotions').set(values).where('id', '=', row.id).execute();
      report.change(`change membership promotion '${promotion.membershipValue}'`);
    }
  }
  const listed = new Set(catalogue.membershipPromotions.map((promotion) => promotion.membershipValue));
  for (const row of rows) {
    if (row.stopped === 1 || listed.has(row.membership_value)) continue;
    await trx.updateTable('membership_promotions').set({ stopped: 1 }).where('id', '=', row.id).execute();
    report.change(`stop membership promotion '${row.membership_value}'`);
  }
}

/** The calendar's day colours from today to the horizon (earlier days are left as they were). */
export async function applyCalendarColours(
  trx: Trx,
  tenantId: string,
  catalogue: Catalogue,
  today: CalendarDate,
  report: ApplyReport,
) {
  const dates = Array.from({ length: catalogue.horizonDays }, (_, offset) => today.add({ days: offset }));
  const from = today.toString();
  const to = dates[dates.length - 1]?.toString() ?? from;
  const wanted = dates.flatMap((date) => {
    const colour = calendarColour(catalogue, date);
    return colour ? [{ tenant_id: tenantId, date: date.toString(), color_code: colour }] : [];
  });
  const range = trx
    .deleteFrom('calendar_colors')
    .where('tenant_id', '=', tenantId)
    .where('date', '>=', from)
    .where('date', '<=', to);
  const existing = await calendarColors(trx, tenantId, from, to);
  if (sameRows(existing, wanted, ['date', 'color_code'])) return;
  await range.execute();
  for (let index = 0; index < wanted.length; index += 500)
    await trx
      .insertInto('calendar_colors')
      .values(wanted.slice(index, index + 500))
      .execute();
  report.change(`calendar colours of ${wanted.length} days`);
}
