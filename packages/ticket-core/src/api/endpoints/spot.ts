import { z } from 'zod';
import { spotRoutes } from '../routes/spot.ts';
import { dayStockSchema, fieldTemplateSchema, setProductSchema, setProductSearchQuery } from './catalog.ts';
import { defineEndpoints } from './define.ts';
import { couponAnswerSchema, couponBodySchema, orderBodySchema, orderCreatedSchema } from './orders.ts';
import {
  customerContents,
  isoDateTime,
  languageCodeSchema,
  noContent,
  stockDate,
  token,
  tokenParams,
  uuid,
} from './shared.ts';

/** The on-site spot channel (spec 7), enabled by a QR token. */

const qrToken = token.meta({ description: 'Spot QR token of the entry URL' });

export const spotStockSchema = dayStockSchema.extend({
  name: z.string(),
  description: z.string(),
  image_path: z.string().nullable(),
  date: stockDate,
});

export const spotQrTokenSchema = z.object({
  qr_token: qrToken,
  expires_at: isoDateTime.meta({ description: 'End of the venue day the QR code is for' }),
});

export const spotEndpoints = defineEndpoints(spotRoutes, {
  createSpotQrToken: {
    summary: "Issue the QR token of a product's spot entry URL for today (shown at the venue)",
    designed: true,
    params: z.object({ product_uuid: uuid }),
    answer: spotQrTokenSchema,
  },
  getSpotStocks: {
    summary: "Today's stock of the product of a spot QR token",
    designedParts: ['answer'],
    query: z.object({ qr_token: qrToken, lang: languageCodeSchema }),
    answer: spotStockSchema,
  },
  createSpotOrder: {
    summary: 'Create a spot order (the orders body plus its QR token)',
    designedParts: ['body'],
    body: orderBodySchema.extend({ qr_token: qrToken }),
    answer: orderCreatedSchema,
  },
  updateSpotOrder: {
    summary: 'Save the customer answers of a spot order',
    params: tokenParams,
    body: z.object({ contents: customerContents }),
    answer: noContent,
  },
  applySpotCoupon: {
    summary: 'Apply a coupon to a spot order',
    designedParts: ['body'],
    params: tokenParams,
    body: couponBodySchema,
    answer: couponAnswerSchema,
  },
  searchSpotSetProducts: {
    summary: 'Set products for a spot order',
    designedParts: ['query'],
    query: setProductSearchQuery
      .pick({ lang: true, main_product_time_span_ids: true })
      .extend({ qr_token: qrToken }),
    answer: z.array(setProductSchema),
  },
  getSpotOrderFields: {
    summary: 'Fields to fill after a spot purchase',
    designed: true,
    params: z.object({ reservation_token: token }),
    answer: z.array(fieldTemplateSchema),
  },
  sendSpotOrderFields: {
    summary: 'Save the spot order fields and mail the tickets',
    designed: true,
    params: z.object({ reservation_token: token }),
    body: z.object({ lang: languageCodeSchema, contents: customerContents }),
    answer: noContent,
  },
});
