import { languageNames } from '@venue/ticket-core';
import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { releaseExpiredHolds } from '../orders/holdExpiry.ts';
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
import {
  calendarColors,
  fieldTemplates,
  siteLanguages,
  sitePaymentMethods,
  siteSettings,
  siteTexts,
} from './site.ts';

export const catalogHandlers = {
  async getLangs({ db, tenant }) {
    const rows = await siteLanguages(db.kysely, tenant.id);
    return rows.map((row) => ({
      id: row.code,
      name: languageNames[row.code],
      is_default: row.is_default === 1,
    }));
  },

  getFieldTemplates: ({ db, tenant }) => fieldTemplates(db.kysely, tenant.id),

  getConfigurations: ({ db, tenant }) => siteSettings(db.kysely, tenant.id),

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

  getTexts: ({ db, tenant }, { query }) => siteTexts(db.kysely, tenant.id, query.lang),

  async getPaymentMethods({ db, tenant }, { query }) {
    const rows = await sitePaymentMethods(db.kysely, tenant.id, query.channel === 'spot' ? 'spot' : 'web');
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
    return calendarColors(db.kysely, tenant.id, query.from, query.to);
  },

  /** The site's tag-manager container (its config's `tagManagerId`); the id is the site's own. */
  async getTagManager({ tenant }, { params }) {
    if (params.id !== tenant.id) throw new DomainError('recordNotFound');
    return { id: tenant.id, container_id: tenant.tagManagerId };
  },
} satisfies Partial<Handlers>;
