import { z } from 'zod';
import { consoleReportsRoutes } from '../routes/consoleReports.ts';
import { defineEndpoints } from './define.ts';
import { count, languageCodeSchema, stockDate, yen } from './shared.ts';

/**
 * Ours: the venue console's reports. Sales count paid orders by the day their payment completed at the
 * venue; check-ins by the hour they were made at the venue. The CSV files are UTF-8 with a byte order mark
 * (so spreadsheet programs read Japanese right), every field quoted, a cell that starts with = + - or @
 * prefixed with ' (no formula runs).
 */

const period = {
  from: stockDate,
  to: stockDate.meta({ description: 'Inclusive; at most 100 days after `from`' }),
  lang: languageCodeSchema.optional(),
};

export const salesReportRowSchema = z.object({
  date: stockDate,
  product_name: z.string(),
  ticket_type: z.string().meta({ description: 'The ticket type, or the set product' }),
  kind: z.enum(['option', 'set_product']),
  payment_method: z.string().meta({ example: 'gmo' }),
  channel: z.string().meta({ example: 'web' }),
  quantity: count,
  amount: yen.meta({ description: 'Quantity × unit price, before coupons and discounts' }),
});

export const salesReportSchema = z.object({
  from: stockDate,
  to: stockDate,
  rows: z.array(salesReportRowSchema),
  days: z.array(
    z.object({
      date: stockDate,
      orders: count,
      tickets: count,
      paid: yen.meta({ description: 'What the orders paid, after coupons and discounts' }),
      refunded: yen.meta({ description: 'What refunds gave back of the orders’ payments that day' }),
    }),
  ),
});

export const checkInReportSchema = z.object({
  date: stockDate,
  hours: z
    .array(z.object({ hour: z.int().min(0).max(23), count }))
    .meta({ description: 'Every hour, 0 to 23' }),
  total: count,
});

const csvFile = z.string().meta({ description: 'CSV file, UTF-8 with a byte order mark, CRLF lines' });

export const consoleReportsEndpoints = defineEndpoints(consoleReportsRoutes, {
  getConsoleSalesReport: {
    summary: 'Console: sales per day by product, ticket type, payment method and channel',
    designed: true,
    query: z.object(period),
    answer: salesReportSchema,
  },
  getConsoleCheckInReport: {
    summary: 'Console: check-ins per hour of a day (today at the venue by default)',
    designed: true,
    query: z.object({ date: stockDate.optional() }),
    answer: checkInReportSchema,
  },
  getConsoleOrdersCsv: {
    summary: 'Console: the orders made in a period, as CSV (buyer, visit, tickets, price, payment)',
    designed: true,
    query: z.object(period),
    answer: csvFile,
  },
  getConsoleCheckInsCsv: {
    summary: 'Console: the check-ins made in a period, as CSV (ticket, reservation, slot, when)',
    designed: true,
    query: z.object(period),
    answer: csvFile,
  },
});
