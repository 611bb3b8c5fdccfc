import { z } from 'zod';
import { consoleStockRoutes } from '../routes/consoleStock.ts';
import { defineEndpoints } from './define.ts';
import {
  count,
  id,
  idInUrl,
  isoDateTime,
  languageCodeSchema,
  stockDate,
  stockMonth,
  stockStatuses,
} from './shared.ts';

/**
 * Ours: the venue console's stock. A change sets a state (closed or open, a capacity, paused or on sale),
 * so sending it again changes nothing; each real change is noted in the audit log with the state before
 * and after, and the storefront sees it at once.
 */

/** Who closed a day or slot: the catalogue (its plan) or the console; null while it is open. */
export const stockClosers = ['catalogue', 'console'] as const;
const closedBy = z
  .enum(stockClosers)
  .nullable()
  .meta({ description: 'Who closed it: the catalogue or the console; null while open' });

/** A slot's times and its stock: what it holds, what is sold or held, and what is left. */
export const slotStockFields = {
  start_at: isoDateTime,
  end_at: isoDateTime,
  capacity: count,
  sold: count,
  held: count,
  available: z.int().meta({ description: 'capacity − sold − held' }),
};

export const consoleStockSlotSchema = z.object({
  time_span_id: id,
  ...slotStockFields,
  closed_by: closedBy,
  capacity_by_console: z
    .boolean()
    .meta({ description: 'The console set the capacity: an apply of the catalogue keeps it' }),
});

export const consoleStockDaySchema = z.object({
  date: stockDate,
  closed_by: closedBy,
  stock_status: z.enum(stockStatuses).meta({
    description: 'The day as the storefront’s calendar shows it: few, sold_out, closed or normal',
  }),
  capacity: count,
  sold: count,
  held: count,
  slots: z.array(consoleStockSlotSchema),
});

export const consoleStockProductSchema = z.object({
  product_id: id,
  name: z.string(),
  product_type: z.enum(['ticket', 'set']),
  paused: z.boolean().meta({ description: 'The console paused its sales' }),
});

export const consoleStockSchema = z.object({
  month: stockMonth,
  today: stockDate,
  products: z
    .array(consoleStockProductSchema)
    .meta({ description: 'The products on sale, in catalogue order' }),
  product_id: id.meta({ description: 'The product whose days follow' }),
  days: z.array(consoleStockDaySchema),
});

const productDayParams = z.object({ product_id: idInUrl, date: stockDate });

export const consoleStockEndpoints = defineEndpoints(consoleStockRoutes, {
  getConsoleStock: {
    summary:
      'Console: a product’s days and slots in a month with capacity, sold and held, and who closed them',
    designed: true,
    query: z.object({
      product_id: idInUrl.optional().meta({ description: 'The first product when omitted' }),
      month: stockMonth.optional().meta({ description: 'This month at the venue when omitted' }),
      lang: languageCodeSchema.optional(),
    }),
    answer: consoleStockSchema,
  },
  setConsoleStockDay: {
    summary: 'Console: close or reopen a product’s day (tickets sold for it stay valid)',
    designed: true,
    params: productDayParams,
    body: z.object({ closed: z.boolean() }),
    answer: z.object({
      product_id: id,
      date: stockDate,
      closed_by: closedBy,
      changed: z.boolean().meta({ description: 'False when the day already was so: nothing was done' }),
    }),
  },
  setConsoleStockSlot: {
    summary: 'Console: close or reopen a slot, or set its capacity (never below sold plus held)',
    designed: true,
    params: z.object({ time_span_id: idInUrl }),
    body: z
      .object({ closed: z.boolean().optional(), capacity: z.int().min(0).max(100_000).optional() })
      .refine((body) => body.closed !== undefined || body.capacity !== undefined, 'closed or capacity'),
    answer: consoleStockSlotSchema.extend({
      changed: z.boolean().meta({ description: 'False when the slot already was so: nothing was done' }),
    }),
  },
  setConsoleProductSales: {
    summary: 'Console: pause or resume a product’s sales (its days show closed while paused)',
    designed: true,
    params: z.object({ product_id: idInUrl }),
    body: z.object({ paused: z.boolean() }),
    answer: z.object({ product_id: id, paused: z.boolean(), changed: z.boolean() }),
  },
});
