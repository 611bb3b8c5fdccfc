import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';

// What a site publishes about itself: its languages, sign-in fields, settings, texts, payment methods.

/** The site's languages, in the order its language switcher lists them. */
export function siteLanguages(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('languages')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
}

/** The site's sign-in fields in form order, as the API answers them. */
export async function fieldTemplates(db: Kysely<Database>, tenantId: string) {
  const rows = await db
    .selectFrom('field_templates')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    field_name: row.field_name,
    is_display: row.is_display === 1,
    is_require: row.is_require === 1,
    input_type: row.input_type,
    ...(row.items ? { items: JSON.parse(row.items) as string[] } : {}),
  }));
}

/** The site's settings (spec 3: Max_Ticket, Is_Coupon_Required, …) by key. */
export function siteSettings(db: Kysely<Database>, tenantId: string) {
  return db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where('tenant_id', '=', tenantId)
    .orderBy('key')
    .execute();
}

export function siteTexts(db: Kysely<Database>, tenantId: string, lang: string) {
  return db
    .selectFrom('texts')
    .select(['key', 'text'])
    .where('tenant_id', '=', tenantId)
    .where('lang', '=', lang)
    .orderBy('key')
    .execute();
}

/** The payment methods a channel of the site offers, in the order it lists them. */
export function sitePaymentMethods(db: Kysely<Database>, tenantId: string, channel: 'web' | 'spot') {
  return db
    .selectFrom('payment_methods')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('channel', '=', channel)
    .orderBy('position')
    .execute();
}

/** The payment method `methodId` as a channel of the site offers it; 'record not found' otherwise. */
export async function offeredPaymentMethod(
  db: Kysely<Database>,
  tenantId: string,
  channel: 'web' | 'spot',
  methodId: string,
) {
  const method = await db
    .selectFrom('payment_methods')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('channel', '=', channel)
    .where('method_id', '=', methodId)
    .executeTakeFirst();
  if (!method) throw new DomainError('recordNotFound');
  return method;
}

/** The site's calendar colours of the days from `from` to `to` (yyyy-MM-dd). */
export function calendarColors(db: Kysely<Database>, tenantId: string, from: string, to: string) {
  return db
    .selectFrom('calendar_colors')
    .select(['date', 'color_code'])
    .where('tenant_id', '=', tenantId)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute();
}
