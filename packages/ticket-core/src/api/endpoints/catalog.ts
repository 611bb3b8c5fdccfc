import { z } from 'zod';
import { tagManagerIdPattern } from '../../tenant/tagManagerId.ts';
import { catalogRoutes } from '../routes/catalog.ts';
import { defineEndpoints } from './define.ts';
import {
  count,
  dateSelectionModes,
  id,
  idListInUrl,
  isoDateTime,
  languageCodeSchema,
  paymentMethodIdSchema,
  salesChannelSchema,
  stockDate,
  stockStatuses,
  uuid,
  yen,
} from './shared.ts';

/** Product, time slot, stock and text calls of spec 7 that the order screen reads. */

const langQuery = z.object({ lang: languageCodeSchema });
const periodQuery = z.object({ from: stockDate, to: stockDate });

export const languageSchema = z.object({ id: languageCodeSchema, name: z.string(), is_default: z.boolean() });

export const fieldTemplateSchema = z.object({
  field_name: z.string().meta({ example: 'fullname' }),
  is_display: z.boolean(),
  is_require: z.boolean(),
  input_type: z.enum(['text', 'select']),
  items: z.array(z.string()).optional().meta({ description: 'Choices of a select field' }),
});

export const configurationSchema = z.object({
  key: z.string().meta({ example: 'Max_Ticket' }),
  value: z.string().meta({ example: '10' }),
});

export const productSchema = z.object({
  uuid,
  name: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  date_selection_mode: z.enum(dateSelectionModes),
  sales_channels: z.array(salesChannelSchema),
  base_price: yen,
  product_type: z
    .string()
    .meta({ description: 'Free-form kind used by the stock search', example: 'ticket' }),
  caution: z.string().nullable(),
});

export const textSchema = z.object({ key: z.string(), text: z.string() });

export const paymentMethodSchema = z.object({
  id: paymentMethodIdSchema,
  name: z.string(),
  description: z.string().nullable(),
});

/** Spec 3: stock record per day. */
export const stockStatusSchema = z.object({
  date: stockDate,
  display_price: yen,
  is_sold_out_display_product: z.boolean(),
  stock_status: z.enum(stockStatuses),
});

/** One product's stock record on one day, answered by both stock searches. */
export const productStockSchema = stockStatusSchema.extend({ product_uuid: uuid });

export const timeSpanOptionSchema = z.object({ id, name: z.string(), add_cost: yen });

const timeSpanFields = {
  time_span_id: id,
  start_at: isoDateTime,
  end_at: isoDateTime,
  stock_count: count,
  remaining_stock: count,
};

export const timeSpanSchema = z.object({ ...timeSpanFields, options: z.array(timeSpanOptionSchema) });

/** Spec 3: day stock of a product. */
export const dayStockSchema = z.object({
  uuid,
  base_price: yen,
  product_stock_status: z.object({ is_few: z.boolean() }),
  time_spans: z.array(timeSpanSchema),
});

/** Spec 3: set product. */
export const setProductSchema = z.object({
  uuid,
  name: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  base_price: yen,
  time_spans: z.array(z.object(timeSpanFields)),
  limit_max: count,
  limit_min: count,
  quantity: count.meta({ description: 'Quantity chosen by default' }),
});

export const setProductSearchQuery = z.object({
  lang: languageCodeSchema,
  main_product_time_span_ids: idListInUrl,
  from: stockDate,
  to: stockDate,
});

export const calendarColorSchema = z.object({
  date: stockDate,
  color_code: z.string().meta({ example: '#f4c430' }),
});

/**
 * Our shape of the tag-manager data (spec 3 names it only): the site's container (spec 9: "tag-manager
 * containers vary by site"), null for a site without one.
 */
export const tagManagerSchema = z.object({
  id: z.string().meta({ description: "The site's id", example: 'demo' }),
  container_id: z.string().regex(tagManagerIdPattern).nullable().meta({ example: 'GTM-DEMO001' }),
});

export const catalogEndpoints = defineEndpoints(catalogRoutes, {
  getLangs: {
    summary: 'Language list',
    answer: z.array(languageSchema),
  },
  getFieldTemplates: {
    summary: 'Sign-in form fields',
    answer: z.array(fieldTemplateSchema),
  },
  getConfigurations: {
    summary: 'Settings (Is_Coupon_Required, Max_Ticket, Time_Change_Set_Product_Stock)',
    answer: z.array(configurationSchema),
  },
  getProducts: {
    summary: 'Product list',
    designedParts: ['query'],
    query: langQuery.extend({
      channel: salesChannelSchema
        .optional()
        .meta({ description: 'Ours: the sales channel (default web); spot lists the on-site products' }),
    }),
    answer: z.array(productSchema),
  },
  searchSetProducts: {
    summary: 'Set products for the chosen main-product time slots',
    query: setProductSearchQuery,
    answer: z.array(setProductSchema),
  },
  getTexts: {
    summary: 'UI texts',
    query: langQuery,
    answer: z.array(textSchema),
  },
  getPaymentMethods: {
    summary: 'Payment methods of a channel',
    query: z.object({ lang: languageCodeSchema, channel: salesChannelSchema.optional() }),
    answer: z.array(paymentMethodSchema),
  },
  searchProducts: {
    summary: 'Stock search over a period',
    designedParts: ['answer'],
    query: periodQuery.extend({
      lang: languageCodeSchema,
      product_uuid: uuid.optional(),
      product_type: z.string().optional(),
    }),
    answer: z.array(productStockSchema),
  },
  searchProductsByDate: {
    summary: 'Stock search on one date (date before product)',
    designedParts: ['answer'],
    query: z.object({ date: stockDate, lang: languageCodeSchema }),
    answer: z.array(productStockSchema),
  },
  getCalendarColors: {
    summary: 'Calendar colours',
    query: periodQuery,
    answer: z.array(calendarColorSchema),
  },
  getTagManager: {
    summary: "Tag-manager data of a site (id: the site's id)",
    designedParts: ['answer'],
    params: z.object({ id: z.string().min(1) }),
    answer: tagManagerSchema,
  },
  getStockStatuses: {
    summary: 'Stock status per day of a product',
    query: periodQuery.extend({ product_uuid: uuid }),
    answer: z.array(stockStatusSchema),
  },
  getDayStock: {
    summary: 'Time slots and stock of a product on a day',
    query: z.object({ date: stockDate, product_id: uuid, lang: languageCodeSchema }),
    answer: dayStockSchema,
  },
});
