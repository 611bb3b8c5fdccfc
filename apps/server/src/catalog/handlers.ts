import { languageNames } from '@venue/ticket-core';
import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { releaseExpiredHolds } from '../stock/holds.ts';
import { localized } from '../text.ts';
import {
  channelProducts,
  checkPeriod,
  dayStock,
  discountDescriptions,
  productByUuid,
  setProductsFor,
  stockRecords,
} from './catalog.ts';

export const catalogHandlers = {
  async getLangs({ db, tenant }) {
    const rows = await db.kysely
      .selectFrom('languages')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      id: row.code,
      name: languageNames[row.code],
      is_default: row.is_default === 1,
    }));
  },

  async getFieldTemplates({ db, tenant }) {
    const rows = await db.kysely
      .selectFrom('field_templates')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      field_name: row.field_name,
      is_display: row.is_display === 1,
      is_require: row.is_require === 1,
      input_type: row.input_type,
      ...(row.items ? { items: JSON.parse(row.items) as string[] } : {}),
    }));
  },

  async getConfigurations({ db, tenant }) {
    return db.kysely
      .selectFrom('settings')
      .select(['key', 'value'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('key')
      .execute();
  },

  async getProducts({ db, tenant }, { query }) {
    const products = await channelProducts(db.kysely, tenant.id, query.channel ?? 'web');
    return products.map((product) => ({
      uuid: product.uuid,
      name: localized(product.name, query.lang),
      description: localized(product.description, query.lang),
      image_path: product.image_path,
      date_selection_mode: product.sale_type,
      sales_channels: product.channels.split(',') as ('web' | 'spot')[],
      base_price: product.base_price,
      product_type: product.product_type,
      caution: product.caution === null ? null : localized(product.caution, query.lang),
    }));
  },

  async getTexts({ db, tenant }, { query }) {
    return db.kysely
      .selectFrom('texts')
      .select(['key', 'text'])
      .where('tenant_id', '=', tenant.id)
      .where('lang', '=', query.lang)
      .orderBy('key')
      .execute();
  },

  async getPaymentMethods({ db, tenant }, { query }) {
    const channel = query.channel === 'spot' ? 'spot' : 'web';
    const rows = await db.kysely
      .selectFrom('payment_methods')
      .selectAll()
      .where('tenant_id', '=', tenant.id)
      .where('channel', '=', channel)
      .orderBy('position')
      .execute();
    return rows.map((row) => ({
      id: row.method_id as never,
      name: localized(row.name, query.lang),
      description:
        row.discount_type === 'percent' || row.discount_type === 'fixed'
          ? discountDescriptions[query.lang][row.discount_type](row.discount_amount)
          : null,
    }));
  },

  async searchProducts({ db, tenant }, { query }) {
    checkPeriod(query.from, query.to);
    await releaseExpiredHolds(db.kysely, tenant.id);
    const products = (await channelProducts(db.kysely, tenant.id, 'web')).filter(
      (product) =>
        (query.product_uuid === undefined || product.uuid === query.product_uuid) &&
        (query.product_type === undefined || product.product_type === query.product_type),
    );
    return stockRecords(db.kysely, products, query.from, query.to);
  },

  async searchProductsByDate({ db, tenant }, { query }) {
    checkPeriod(query.date, query.date);
    await releaseExpiredHolds(db.kysely, tenant.id);
    return stockRecords(
      db.kysely,
      await channelProducts(db.kysely, tenant.id, 'web'),
      query.date,
      query.date,
    );
  },

  async getStockStatuses({ db, tenant }, { query }) {
    checkPeriod(query.from, query.to);
    await releaseExpiredHolds(db.kysely, tenant.id);
    const product = await productByUuid(db.kysely, tenant.id, query.product_uuid);
    return (await stockRecords(db.kysely, [product], query.from, query.to)).map(
      ({ product_uuid: _, ...day }) => day,
    );
  },

  async getDayStock({ db, tenant }, { query }) {
    checkPeriod(query.date, query.date);
    await releaseExpiredHolds(db.kysely, tenant.id);
    return dayStock(db.kysely, tenant.id, query.product_id, query.date, query.lang);
  },

  async searchSetProducts({ db, tenant }, { query }) {
    checkPeriod(query.from, query.to);
    await releaseExpiredHolds(db.kysely, tenant.id);
    return setProductsFor(
      db.kysely,
      tenant.id,
      query.main_product_time_span_ids,
      query.from,
      query.to,
      query.lang,
    );
  },

  async getCalendarColors({ db, tenant }, { query }) {
    checkPeriod(query.from, query.to);
    return db.kysely
      .selectFrom('calendar_colors')
      .select(['date', 'color_code'])
      .where('tenant_id', '=', tenant.id)
      .where('date', '>=', query.from)
      .where('date', '<=', query.to)
      .orderBy('date')
      .execute();
  },

  /** The site's tag-manager container (its config's `tagManagerId`); the id is the site's own. */
  async getTagManager({ tenant }, { params }) {
    if (params.id !== tenant.id) throw new DomainError('recordNotFound');
    return { id: tenant.id, container_id: tenant.tagManagerId };
  },
} satisfies Partial<Handlers>;
