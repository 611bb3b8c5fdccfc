import type { CalendarDate } from '@internationalized/date';
import { hash } from '@node-rs/argon2';
import type { TenantConfig } from '@venue/ticket-core';
import type { Kysely, Transaction } from 'kysely';
import { venueToday } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { newToken } from '../tokens.ts';
import { fieldTemplates, type I18n, mailMagazineBrands, uiTexts } from './siteContent.ts';

/** The demo member of membership sites (documented in the README). */
export const demoMember = { email: 'member@example.com', password: 'member-pass-2026', value: 'member' };

type Trx = Transaction<Database>;

/**
 * Seeds the site content of every tenant not yet in the database: its row, languages, texts, sign-in
 * fields and, on membership sites, the demo member. What a site sells comes from its catalogue
 * (venueCatalogue/), applied after. Safe to call on every start and from several replicas.
 */
export async function seedTenants(
  db: Kysely<Database>,
  configs: readonly TenantConfig[],
  today: CalendarDate = venueToday(),
): Promise<void> {
  const existing = new Set((await db.selectFrom('tenants').select('id').execute()).map((row) => row.id));
  for (const config of configs) {
    if (existing.has(config.id)) continue;
    const passwordHash = config.membership === 'none' ? '' : await hash(demoMember.password);
    await db.transaction().execute(async (trx) => seedTenant(trx, config, today, passwordHash));
  }
}

/** The name of the brand whose mail magazine the site offers beside its own, for the sign-in form. */
function brandTexts(config: TenantConfig): Record<string, I18n> {
  const brand = config.brandMailMagazine ? mailMagazineBrands[config.brandMailMagazine] : undefined;
  return brand ? { mail_magazine_brand: brand } : {};
}

async function seedTenant(trx: Trx, config: TenantConfig, today: CalendarDate, passwordHash: string) {
  const tenantId = config.id;
  // Replicas starting together may both find the site missing: the row's insert decides which seeds it
  // (the other's waits on the key, then inserts nothing and leaves the rest to the first).
  const inserted = await trx
    .insertInto('tenants')
    .values({
      id: tenantId,
      kind: config.kind,
      title: config.title.default,
      default_language: config.defaultLanguage,
      seeded_on: today.toString(),
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return;
  await trx
    .insertInto('languages')
    .values(
      config.languages.map((code, position) => ({
        tenant_id: tenantId,
        code,
        is_default: code === config.defaultLanguage ? 1 : 0,
        position,
      })),
    )
    .execute();
  await trx
    .insertInto('texts')
    .values(
      Object.entries({ ...uiTexts, ...brandTexts(config) }).flatMap(([key, byLang]) =>
        Object.entries(byLang).map(([lang, text]) => ({ tenant_id: tenantId, lang, key, text })),
      ),
    )
    .execute();
  const fields = fieldTemplates(config.brandMailMagazine);
  await trx
    .insertInto('field_templates')
    .values(
      fields.map((field, position) => ({
        tenant_id: tenantId,
        field_name: field.field_name,
        input_type: field.input_type,
        is_display: field.is_display,
        is_require: field.is_require,
        position,
        items: field.items ? JSON.stringify(field.items) : null,
      })),
    )
    .execute();
  if (config.membership !== 'none' && config.membershipKey) {
    await seedMember(trx, tenantId, config.membershipKey, passwordHash);
  }
}

async function seedMember(trx: Trx, tenantId: string, membershipKey: string, passwordHash: string) {
  await trx
    .insertInto('members')
    .values({
      tenant_id: tenantId,
      membership_key: membershipKey,
      membership_value: demoMember.value,
      email: demoMember.email,
      password_hash: passwordHash,
      login_token: newToken(),
      name: 'Hanako Yamada',
      resident_area: 'Tokyo',
      phone: '090-1234-5678',
      age: '30-34',
      gender: 'female',
    })
    .execute();
}
