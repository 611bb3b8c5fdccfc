import { type CalendarDate, getDayOfWeek } from '@internationalized/date';
import { hash } from '@node-rs/argon2';
import { type PaymentMethodId, paymentFlowType, type TenantConfig } from '@venue/ticket-core';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { venueToday } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { newToken } from '../tokens.ts';
import { type Catalogue, catalogueFor, type ProductTemplate } from './catalogues.ts';
import { seededRandom, seededUuid } from './random.ts';
import {
  fieldTemplates,
  mailMagazineBrands,
  paymentMethodNames,
  timeChangeFees,
  uiTexts,
} from './siteContent.ts';
import { type StockVariety, seedDays, topUpStock } from './stockTopUp.ts';
import { type I18n, titled, words } from './words.ts';

/** The demo member of membership sites (documented in the README). */
export const demoMember = { email: 'member@example.com', password: 'member-pass-2026', value: 'member' };

type Trx = Transaction<Database>;

export interface SeedOptions {
  /** How much of the new stock is already sold. */
  stock: StockVariety;
  /** The first day of stock; today at the venue when omitted. */
  today?: CalendarDate;
}

/**
 * Seeds every tenant not yet in the database and tops up every tenant's stock to `seedDays` days from
 * `today`. Safe to call on every start and from several replicas.
 */
export async function seedTenants(
  db: Kysely<Database>,
  configs: readonly TenantConfig[],
  options: SeedOptions,
): Promise<void> {
  const today = options.today ?? venueToday();
  const existing = new Set((await db.selectFrom('tenants').select('id').execute()).map((row) => row.id));
  for (const config of configs) {
    const passwordHash =
      existing.has(config.id) || config.membership === 'none' ? '' : await hash(demoMember.password);
    await db.transaction().execute(async (trx) => {
      // A no-op update locks the tenant row, so replicas starting together top up one after the other.
      const locked = await trx
        .updateTable('tenants')
        .set((eb) => ({ seeded_on: eb.ref('seeded_on') }))
        .where('id', '=', config.id)
        .executeTakeFirst();
      if (Number(locked.numUpdatedRows) === 0) await seedTenant(trx, config, today, passwordHash);
      await topUpStock(trx, config, today, options.stock);
    });
  }
}

/** Time_Change_Fee on the sites that charge for a change of date (timeChangeFees). */
function timeChangeFee(config: TenantConfig) {
  const fee = timeChangeFees[config.kind];
  return fee === undefined ? [] : [{ tenant_id: config.id, key: 'Time_Change_Fee', value: String(fee) }];
}

/** The name of the brand whose mail magazine the site offers beside its own, for the sign-in form. */
function brandTexts(config: TenantConfig): Record<string, I18n> {
  const brand = config.brandMailMagazine ? mailMagazineBrands[config.brandMailMagazine] : undefined;
  return brand ? { mail_magazine_brand: brand } : {};
}

async function seedTenant(trx: Trx, config: TenantConfig, today: CalendarDate, passwordHash: string) {
  const random = seededRandom(config.id);
  const tenantId = config.id;
  await trx
    .insertInto('tenants')
    .values({
      id: tenantId,
      kind: config.kind,
      title: config.title.default,
      default_language: config.defaultLanguage,
      seeded_on: today.toString(),
    })
    .execute();
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
  await trx
    .insertInto('settings')
    .values([
      { tenant_id: tenantId, key: 'Is_Coupon_Required', value: 'false' },
      { tenant_id: tenantId, key: 'Max_Ticket', value: '10' },
      { tenant_id: tenantId, key: 'Time_Change_Set_Product_Stock', value: 'true' },
      ...timeChangeFee(config),
    ])
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
  await seedCatalogue(trx, config, catalogueFor(config.kind), random);
  await seedCoupons(trx, tenantId, today);
  await seedPaymentMethods(trx, config);
  if (config.membership !== 'none' && config.membershipKey) {
    await seedMembership(trx, tenantId, config.membershipKey, passwordHash);
  }
  if (config.colourisedCalendar) await seedCalendarColours(trx, tenantId, today, random);
}

async function seedCatalogue(trx: Trx, config: TenantConfig, catalogue: Catalogue, random: () => number) {
  const channels = (template: ProductTemplate) =>
    template.channels.filter((channel) => channel !== 'spot' || config.spotChannel).join(',');
  const setProductIds: number[] = [];
  for (const [position, template] of catalogue.setProducts.entries()) {
    const { id } = await trx
      .insertInto('products')
      .values({
        tenant_id: config.id,
        uuid: seededUuid(random),
        product_type: 'set',
        sale_type: 'date',
        channels: 'web',
        name: JSON.stringify(template.word),
        description: JSON.stringify(template.word),
        naming_right: null,
        caution: null,
        image_path: null,
        base_price: template.basePrice,
        limit_min: 0,
        limit_max: template.limitMax,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    setProductIds.push(id);
  }
  for (const [position, template] of catalogue.products.entries()) {
    const { id } = await trx
      .insertInto('products')
      .values({
        tenant_id: config.id,
        uuid: seededUuid(random),
        product_type: 'ticket',
        sale_type: template.saleType,
        channels: channels(template),
        name: JSON.stringify(titled(config.title, template.word)),
        description: JSON.stringify(words.description),
        naming_right: template.namingRight,
        caution: JSON.stringify(words.caution),
        image_path: null,
        base_price: template.basePrice,
        limit_min: 1,
        limit_max: 10,
        position,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('options')
      .values(
        template.options.map((option, index) => ({
          product_id: id,
          name: JSON.stringify(option.name),
          type: 'ticket',
          add_cost: option.addCost,
          position: index,
        })),
      )
      .execute();
    if (position === 0 && setProductIds.length > 0) {
      await trx
        .insertInto('set_products')
        .values(setProductIds.map((setId) => ({ main_product_id: id, set_product_id: setId, quantity: 1 })))
        .execute();
    }
  }
}

async function seedCoupons(trx: Trx, tenantId: string, today: CalendarDate) {
  const from = today.subtract({ days: 30 }).toString();
  const to = today.add({ days: seedDays }).toString();
  const coupon = (
    code: string,
    name: string,
    fields: Partial<Insertable<Database['coupons']>>,
  ): Insertable<Database['coupons']> => ({
    tenant_id: tenantId,
    code,
    name,
    discount_type: 'percent',
    discount_amount: 10,
    should_apply_per_ticket: 0,
    valid_from: from,
    valid_to: to,
    channel: null,
    usage_limit: null,
    used_count: 0,
    is_invitation: 0,
    ...fields,
  });
  await trx
    .insertInto('coupons')
    .values([
      coupon('WELCOME10', '10% off', {}),
      coupon('SAVE500', '500 yen off', { discount_type: 'fixed', discount_amount: 500 }),
      coupon('TICKET200', '200 yen off per ticket', {
        discount_type: 'fixed',
        discount_amount: 200,
        should_apply_per_ticket: 1,
      }),
      coupon('SPOT300', '300 yen off at the venue', {
        discount_type: 'fixed',
        discount_amount: 300,
        channel: 'spot',
      }),
      coupon('INVITE2026', 'Invitation', {
        discount_type: 'percent',
        discount_amount: 100,
        is_invitation: 1,
        usage_limit: 50,
      }),
      coupon('LIMITED', 'Limited offer', { usage_limit: 1, used_count: 1 }),
      coupon('EXPIRED', 'Last season', {
        valid_from: today.subtract({ days: 60 }).toString(),
        valid_to: today.subtract({ days: 1 }).toString(),
      }),
      coupon('NEXTSEASON', 'Next season', {
        valid_from: today.add({ days: 120 }).toString(),
        valid_to: '2099-12-31',
      }),
    ])
    .execute();
}

async function seedPaymentMethods(trx: Trx, config: TenantConfig) {
  const row = (
    methodId: PaymentMethodId,
    channel: 'web' | 'spot',
    position: number,
  ): Insertable<Database['payment_methods']> => {
    const wallet = paymentFlowType(methodId) === 'wallet';
    return {
      tenant_id: config.id,
      method_id: methodId,
      channel,
      name: JSON.stringify(paymentMethodNames[methodId]),
      position,
      discount_type: wallet ? 'percent' : null,
      discount_amount: wallet ? 5 : 0,
    };
  };
  // An order of the venue that costs nothing (an invitation coupon) is paid with `free`, as online.
  const spotFlows = new Set(['card', 'card3ds', 'wallet', 'free']);
  const spot = config.spotChannel
    ? config.paymentMethods.filter((id) => spotFlows.has(paymentFlowType(id)))
    : [];
  await trx
    .insertInto('payment_methods')
    .values([
      ...config.paymentMethods.map((id, position) => row(id, 'web', position)),
      ...spot.map((id, position) => row(id, 'spot', position)),
    ])
    .execute();
}

async function seedMembership(trx: Trx, tenantId: string, membershipKey: string, passwordHash: string) {
  await trx
    .insertInto('membership_promotions')
    .values([
      {
        tenant_id: tenantId,
        name: 'Member price',
        membership_key: membershipKey,
        membership_value: demoMember.value,
        promotion_type: 'fixed',
        promotion_amount: 300,
      },
      {
        tenant_id: tenantId,
        name: 'Premium member price',
        membership_key: membershipKey,
        membership_value: 'premium',
        promotion_type: 'fixed',
        promotion_amount: 500,
      },
    ])
    .execute();
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

async function seedCalendarColours(trx: Trx, tenantId: string, today: CalendarDate, random: () => number) {
  const rows = [];
  for (let offset = 0; offset < seedDays; offset++) {
    const date = today.add({ days: offset });
    const weekday = getDayOfWeek(date, 'en-US');
    const event = random() < 0.08;
    if (weekday === 0 || weekday === 6 || event) {
      const color_code = event ? '#fff3c4' : weekday === 0 ? '#fde2e2' : '#dbeafe';
      rows.push({ tenant_id: tenantId, date: date.toString(), color_code });
    }
  }
  if (rows.length > 0) await trx.insertInto('calendar_colors').values(rows).execute();
}
