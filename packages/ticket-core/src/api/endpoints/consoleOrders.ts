import { z } from 'zod';
import { orderStatuses } from '../orderStatuses.ts';
import { consoleOrderRoutes } from '../routes/consoleOrders.ts';
import { stockStatusSchema } from './catalog.ts';
import { consoleTicketSchema, orderAction } from './console.ts';
import { defineEndpoints } from './define.ts';
import {
  count,
  id,
  idInUrl,
  isoDateTime,
  languageCodeSchema,
  pageAnswer,
  pageQuery,
  stockDate,
  stockMonth,
  ticketStatuses,
  yen,
} from './shared.ts';
import { changeDateDayStockSchema } from './timeChanges.ts';

/**
 * Ours: what the venue console does to an order (cancel tickets with a refund, change the date, check a
 * ticket in by hand) and the venue's audit log. Every action carries the page's `version` and its own
 * `request_id`, as the resend does (`orderAction`): refused with 409 `order changed` naming what changed
 * when the page is out of date, and done once however often the same request is sent.
 */

const orderParams = z.object({ order_id: idInUrl });

const replayed = z
  .boolean()
  .meta({ description: 'The same request was already made: nothing was done again' });

export const consoleCancelBody = z.object({
  ...orderAction,
  ticket_ids: z
    .array(z.int().nonnegative().max(2_147_483_647))
    .min(1)
    .max(100)
    .meta({ description: 'The order’s tickets to cancel: valid ones (not checked in, not cancelled)' }),
  reason: z.string().trim().min(1).max(200).meta({ description: 'Why, in the staff member’s words' }),
});

export const consoleCancelAnswer = z.object({
  cancelled: z.array(z.object({ id, num: z.string() })),
  refunded: yen.meta({
    description: 'Given back through the order’s payment provider; 0 when nothing was paid',
  }),
  refund_status: z.enum(['succeeded', 'pending', 'none']),
  order_status: z.enum(orderStatuses).meta({ description: '`cancelled` once no ticket of it is left' }),
  replayed,
});

export const auditEntrySchema = z.object({
  id,
  at: isoDateTime,
  staff_email: z.string(),
  action: z.string().meta({ example: 'order.cancel' }),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  before: z.string().nullable().meta({ description: 'The thing before the action, as JSON' }),
  after: z.string().nullable().meta({ description: 'The thing after the action, as JSON' }),
});

export const consoleOrderEndpoints = defineEndpoints(consoleOrderRoutes, {
  cancelConsoleTickets: {
    summary:
      'Console: cancel some or all of an order’s tickets, refunding them through its payment provider, with a reason',
    designed: true,
    params: orderParams,
    body: consoleCancelBody,
    answer: consoleCancelAnswer,
  },
  getConsoleChangeDateDayStock: {
    summary: 'Console: the slots of a day an order can move to, with their stock',
    designed: true,
    params: orderParams,
    query: z.object({ date: stockDate, lang: languageCodeSchema }),
    answer: changeDateDayStockSchema,
  },
  getConsoleChangeDateMonthStock: {
    summary:
      'Console: the days of a month an order can move to, each day’s stock status decided for its tickets as the visitor’s date change decides it',
    designed: true,
    params: orderParams,
    query: z.object({ month: stockMonth }),
    answer: z.object({
      month: stockMonth,
      today: stockDate.meta({ description: 'Today at the venue: earlier days cannot be chosen' }),
      days: z.array(stockStatusSchema),
    }),
  },
  changeConsoleOrderDate: {
    summary: 'Console: move an order to another slot of its product, with no fee; the visitor is mailed',
    designed: true,
    params: orderParams,
    body: z.object({ ...orderAction, time_span_id: id }),
    answer: z.object({ start_at: isoDateTime, end_at: isoDateTime, replayed }),
  },
  checkInConsoleTicket: {
    summary: 'Console: check a ticket of the order in by hand, by the gate’s rule (its check-in window)',
    designed: true,
    params: z.object({ order_id: idInUrl, ticket_id: idInUrl }),
    body: z.object(orderAction),
    answer: z.object({
      id,
      status: z.enum(ticketStatuses).meta({
        description: '`success` when checked in now; otherwise why not (`invalid_time`: outside its window)',
      }),
      replayed,
    }),
  },
  getConsoleTicket: {
    summary:
      'Console: a ticket by its id (the printed number without its T), with its order’s id and version, to check it in by hand at the gate',
    designed: true,
    params: z.object({ ticket_id: idInUrl }),
    query: z.object({ lang: languageCodeSchema.optional() }),
    answer: z.object({
      order_id: id,
      version: z.string().meta({ description: 'The order’s version, for `checkInConsoleTicket`' }),
      product_name: z.string(),
      ticket: consoleTicketSchema,
    }),
  },
  getConsoleAuditLog: {
    summary: 'Console: the venue’s audit log, newest first: who did what to which thing, before and after',
    designed: true,
    query: z.object(pageQuery),
    answer: z.object({
      entries: z.array(auditEntrySchema),
      total: count,
      ...pageAnswer,
    }),
  },
});
