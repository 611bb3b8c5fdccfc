import { z } from 'zod';
import { staffPasswordLength, staffPermissions, staffRoles } from '../../staff/staffRoles.ts';
import { orderStatuses } from '../orderStatuses.ts';
import { consoleRoutes } from '../routes/console.ts';
import { totpCodeSchema } from './consoleStaff.ts';
import { slotStockFields } from './consoleStock.ts';
import { defineEndpoints } from './define.ts';
import {
  count,
  dateSelectionModes,
  id,
  idInUrl,
  isoDateTime,
  languageCodeSchema,
  noContent,
  pageAnswer,
  pageQuery,
  paymentMethodIdSchema,
  stockDate,
  ticketKindSchema,
  ticketStatuses,
  yen,
} from './shared.ts';

/**
 * Ours: the venue console's calls, under the tenant's admin path (`/<tenant>/api/admin/v1`). Every call
 * but signing in needs the staff session cookie, and every changing call its CSRF token in the
 * `x-csrf-token` header (`csrf_token` of the session answer); each names the access it needs.
 */

const tenantId = z.string().meta({ example: 'demo' });
const staffRoleSchema = z.enum(staffRoles).meta({ description: 'The staff member’s role in the venue' });

export const staffSessionSchema = z.object({
  staff: z.object({ id, email: z.string(), name: z.string() }),
  tenant_id: tenantId,
  role: staffRoleSchema,
  permissions: z.array(z.enum(staffPermissions)).meta({ description: 'What the role may do here' }),
  venues: z
    .array(z.object({ tenant_id: tenantId, title: z.string(), title_ja: z.string(), role: staffRoleSchema }))
    .meta({ description: 'Every venue the staff member belongs to, to switch between' }),
  csrf_token: z
    .string()
    .meta({ description: 'Send as the `x-csrf-token` header on every changing call of this session' }),
  expires_at: isoDateTime.meta({ description: 'The session’s absolute end, whatever its use' }),
  idle_minutes: count.meta({ description: 'The session ends after this long without a call' }),
  second_factor: z.boolean().meta({ description: 'The account signs in with a TOTP code as well' }),
});

const signInBody = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
  code: totpCodeSchema.optional().meta({
    description: 'The TOTP code, for an account with a second factor on (`code required` without it)',
  }),
});

const setPasswordBody = z.object({
  token: z.string().trim().min(1).max(100).meta({ description: 'The token of the mailed link' }),
  password: z.string().min(staffPasswordLength.min).max(staffPasswordLength.max),
  code: totpCodeSchema.optional().meta({
    description: 'The TOTP code, for an account with a second factor on (`code required` without it)',
  }),
});

const channelCounts = z.object({ sold: count, checked_in: count });

export const consoleSlotSchema = z.object({
  time_span_id: id,
  product_id: id,
  product_name: z.string(),
  product_type: z.enum(['ticket', 'set']),
  ...slotStockFields,
  checked_in: count,
  closed: z.boolean().meta({ description: 'The slot or its day is closed' }),
  channels: z
    .object({ web: channelCounts, spot: channelCounts })
    .meta({ description: 'Tickets sold and checked in by the channel of their order' }),
});

export const consoleTodaySchema = z.object({
  date: stockDate,
  as_of: isoDateTime,
  slots: z.array(consoleSlotSchema),
  totals: z.object({ capacity: count, sold: count, held: count, checked_in: count }),
});

export const consoleOrderSearchQuery = z.object({
  q: z.string().trim().max(254).optional().meta({
    description:
      'Anything: a reservation number (12 digits), an email address (has @), a phone number (digits, spaces, dashes, +) or part of a name',
  }),
  reservation_number: z
    .string()
    .regex(/^\d{1,12}$/, 'digits')
    .optional(),
  email: z.string().trim().max(254).optional(),
  name: z.string().trim().max(100).optional(),
  phone: z.string().trim().max(30).optional(),
  date: stockDate.optional().meta({ description: 'The visit date' }),
  status: z.enum(orderStatuses).optional(),
  lang: languageCodeSchema.optional(),
  ...pageQuery,
});

export const consoleOrderSummarySchema = z.object({
  order_id: id,
  reservation_number: z.string().nullable(),
  status: z.enum(orderStatuses),
  channel: z.string().meta({ example: 'web' }),
  created_at: isoDateTime,
  email: z.string().nullable(),
  name: z.string(),
  phone: z.string(),
  product_name: z.string(),
  start_at: isoDateTime,
  end_at: isoDateTime,
  quantity: count,
  price: yen.meta({ description: 'Tickets and set products before coupons and discounts' }),
});

export const consoleTicketSchema = z.object({
  id,
  num: z.string(),
  kind: ticketKindSchema,
  name: z.string(),
  status: z.enum(ticketStatuses),
  start_at: isoDateTime,
  end_at: isoDateTime,
  used_at: isoDateTime.nullable(),
});

/** A ticket's verdict at the scanning gate, as the server decides a synced scan. */
export const gateScanVerdicts = ['admitted', 'already_used', 'cancelled', 'wrong_time', 'unknown'] as const;

/** A ticket's use as the order page lists it: a gate's recorded scan, or a check-in made online. */
const consoleAdmissionSources = ['scan', 'check_in'] as const;

const consoleAdmissionSchema = z.object({
  at: isoDateTime.meta({ description: 'When it was scanned or checked in' }),
  source: z.enum(consoleAdmissionSources),
  gate: z.string().nullable().meta({ description: 'A scan: the gate device that scanned it' }),
  verdict: z.enum(gateScanVerdicts).meta({
    description: 'What the server decides of it by the admission rule (a check-in: admitted)',
  }),
  gate_admitted: z.boolean().nullable().meta({
    description:
      'A scan: whether the gate let the visitor in (decided offline); null when the gate did not say',
  }),
  conflict: z.boolean().meta({
    description: 'The ticket was let in more than once: this use is one of those admissions',
  }),
});

const consoleOrderTicketSchema = consoleTicketSchema.extend({
  admissions: z
    .array(consoleAdmissionSchema)
    .meta({ description: 'Every scan of the ticket recorded and its online check-in, oldest first' }),
});

const consoleRefundSchema = z.object({
  id,
  amount: yen,
  status: z.enum(['pending', 'succeeded', 'failed']),
  reason: z.string(),
  created_at: isoDateTime,
});

const consolePaymentSchema = z.object({
  id,
  method_id: paymentMethodIdSchema,
  provider: z.string(),
  status: z.string(),
  amount: yen,
  purpose: z.enum(['order', 'date_change']),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  refunds: z.array(consoleRefundSchema),
});

export const consoleHistoryKinds = [
  'created',
  'details',
  'paid',
  'refunded',
  'date_changed',
  'checked_in',
  'cancelled',
  'expired',
  'staff',
] as const;

export const consoleOrderSchema = consoleOrderSummarySchema.extend({
  lang: languageCodeSchema,
  customer: z.array(z.object({ key: z.string(), value: z.string() })),
  lines: z.array(
    z.object({ kind: z.enum(['option', 'set_product']), name: z.string(), quantity: count, unit_price: yen }),
  ),
  coupons: z.array(z.object({ code: z.string(), name: z.string(), discount: yen })),
  tickets: z.array(consoleOrderTicketSchema),
  payments: z.array(consolePaymentSchema),
  history: z
    .array(
      z.object({
        at: isoDateTime,
        kind: z.enum(consoleHistoryKinds),
        detail: z.string().meta({ description: 'What happened, in plain words (a staff action: its name)' }),
        staff_email: z.string().nullable(),
      }),
    )
    .meta({ description: 'What happened to the order, oldest first' }),
  version: z.string().meta({
    description:
      'The order’s state as loaded (status, slot, tickets, payments and refunds); an action on the order sends it back, and is refused with what changed when the order moved on',
  }),
});

/** What an order's action depends on: the parts `version` fingerprints, named in an `order changed` answer. */
export const orderVersionParts = ['status', 'slot', 'tickets', 'payments'] as const;

/**
 * Every action on an order carries the page's `version` (refused with 409 `order changed`, `changed`
 * naming the parts that moved on, and the order's `version` now) and the page's own `request_id`: the same
 * request sent again is answered as the first was, and does nothing twice.
 */
export const orderAction = {
  version: z.string().min(1).max(100),
  request_id: z
    .string()
    .regex(/^[\w-]{16,64}$/, '16 to 64 letters, digits, _ or -')
    .meta({ description: 'The page’s id of this action (random), so sending it again does nothing twice' }),
};

export const orderChangedSchema = z.object({
  error: z.literal('order changed'),
  changed: z.array(z.enum(orderVersionParts)),
  version: z.string(),
});

const admissionKeySchema = z
  .string()
  .regex(/^[\w-]{43}$/, 'a SHA-256 in base64url')
  .meta({ description: 'SHA-256 (base64url) of `gate token/ticket id/kind`, as its QR code carries them' });

/**
 * The day's admission list, the payload of the signed `list` (ES256 JWS, `exp` the end of the venue day):
 * what the gate needs to admit offline, and nothing about the visitors.
 */
export const gateListSchema = z.object({
  tenant_id: tenantId,
  date: stockDate,
  issued_at: isoDateTime,
  exp: z.int().meta({ description: 'Seconds since the epoch: the end of the venue day' }),
  slots: z.array(
    z.object({
      time_span_id: id,
      product_name: z.string(),
      sale_type: z.enum(dateSelectionModes),
      date: stockDate,
      start_time: z.string().regex(/^\d{2}:\d{2}$/),
      end_time: z.string().regex(/^\d{2}:\d{2}$/),
      expected: count.meta({ description: 'Tickets of the slot to admit (cancelled ones left out)' }),
    }),
  ),
  tickets: z.array(
    z.object({
      id,
      keys: z.array(admissionKeySchema).meta({ description: 'One per token that opens the ticket' }),
      time_span_id: id,
      status: z.enum(ticketStatuses),
      used_at: isoDateTime.nullable(),
    }),
  ),
});

export type GateList = z.infer<typeof gateListSchema>;

const gateScanSchema = z.object({
  request_key: z
    .string()
    .regex(/^[\w-]{16,64}$/, '16 to 64 letters, digits, _ or -')
    .meta({ description: 'The gate’s own id of this scan (random): sent again, it is recorded once' }),
  ticket_id: id,
  ticket_key: admissionKeySchema,
  scanned_at: isoDateTime,
  admitted: z.boolean().optional().meta({
    description:
      'Whether the gate let the visitor in on this scan, as it decided (offline) by the admission rule',
  }),
});

export const gateScanResultSchema = z.object({
  request_key: z.string(),
  ticket_id: id,
  verdict: z.enum(gateScanVerdicts),
  used_at: isoDateTime
    .nullable()
    .meta({ description: 'Already used: the first use (the scan or check-in that admitted it)' }),
  gate: z.string().nullable().meta({ description: 'Already used: the device of the scan that admitted it' }),
});

/** Which of two gates' admissions of one ticket came first. */
const gateConflictFirsts = ['this_gate', 'other_gate'] as const;

const gateConflictSchema = z
  .object({
    ticket_id: id,
    scanned_at: isoDateTime.meta({ description: 'When this gate scanned and admitted the ticket' }),
    other_gate: z.string().meta({ description: 'The other gate device that admitted it too' }),
    other_scanned_at: isoDateTime.meta({ description: 'When the other gate scanned and admitted it' }),
    first: z.enum(gateConflictFirsts).meta({ description: 'Whose admission was the first use' }),
  })
  .meta({ description: 'A ticket this gate admitted that another gate admitted as well' });

const gateSlotCountSchema = z.object({
  time_span_id: id,
  admitted: count.meta({ description: 'Tickets of the slot used, at any gate or checked in, each once' }),
  expected: count.meta({ description: 'Tickets of the slot to admit (cancelled ones left out)' }),
});

export const consoleEndpoints = defineEndpoints(consoleRoutes, {
  consoleSignIn: {
    summary: 'Console: sign in to a venue (staff address and password); sets the session cookie',
    designed: true,
    body: signInBody,
    answer: staffSessionSchema,
  },
  requestConsolePasswordReset: {
    summary:
      'Console: mail a link to set a new password to a staff address; answers the same whether or not the address is staff',
    designed: true,
    body: z.object({ email: z.string().trim().min(1).max(254) }),
    answer: noContent,
  },
  setConsolePassword: {
    summary:
      'Console: set the account’s password with a mailed link (once, within 72 hours), ending its other sessions, and sign in to the venue',
    designed: true,
    body: setPasswordBody,
    answer: staffSessionSchema,
  },
  getConsoleSession: {
    summary: 'Console: the signed-in staff member, their role here, their venues and the CSRF token',
    designed: true,
    answer: staffSessionSchema,
  },
  consoleSignOut: {
    summary: 'Console: sign out (this session)',
    designed: true,
    answer: noContent,
  },
  consoleSignOutEverywhere: {
    summary: 'Console: sign out every session of the staff member, on every device',
    designed: true,
    answer: noContent,
  },
  getConsoleToday: {
    summary: 'Console: per slot of a day (today by default), capacity, sold, held and checked in, by channel',
    designed: true,
    query: z.object({ date: stockDate.optional(), lang: languageCodeSchema.optional() }),
    answer: consoleTodaySchema,
  },
  searchConsoleOrders: {
    summary: 'Console: find orders by reservation number, email, name, phone, visit date or status',
    designed: true,
    query: consoleOrderSearchQuery,
    answer: z.object({
      orders: z.array(consoleOrderSummarySchema),
      total: count.meta({
        description:
          'How many orders match; when `total_is_lower_bound`, only that at least this many do (counting stopped there)',
      }),
      total_is_lower_bound: z.boolean().meta({
        description:
          'The server stopped counting at `total` (it counts up to 1,000): more orders match, and at least one more page follows this one',
      }),
      ...pageAnswer,
    }),
  },
  getConsoleOrder: {
    summary: 'Console: an order’s page: customer, tickets, payments and refunds, history',
    designed: true,
    params: z.object({ order_id: idInUrl }),
    query: z.object({ lang: languageCodeSchema.optional() }),
    answer: consoleOrderSchema,
  },
  resendConsoleOrderMail: {
    summary: 'Console: send the order’s confirmation mail again, to its address',
    designed: true,
    params: z.object({ order_id: idInUrl }),
    body: z.object(orderAction),
    answer: z.object({
      sent_to: z.string(),
      sent_at: isoDateTime,
      replayed: z
        .boolean()
        .meta({ description: 'The same request was already made: nothing was sent again' }),
    }),
  },
  getGateKeys: {
    summary: 'Console: the public keys (JWK set) that verify the admission list’s signature',
    designed: true,
    answer: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
  },
  getGateList: {
    summary: 'Console: today’s admission list of the venue, signed, for the gate to admit offline',
    designed: true,
    query: z.object({ lang: languageCodeSchema.optional() }),
    answer: z.object({
      list: z.string().meta({ description: 'ES256 compact JWS whose payload is the day’s admission list' }),
      kid: z.string(),
    }),
  },
  syncGateScans: {
    summary: 'Console: record a gate’s scans; the first scan of a ticket wins, the others are told by whom',
    designed: true,
    body: z.object({
      device_id: z
        .string()
        .regex(/^[\w-]{1,64}$/, '1 to 64 letters, digits, _ or -')
        .meta({ description: 'The gate device’s name' }),
      scans: z
        .array(gateScanSchema)
        .max(500)
        .meta({ description: 'The scans to record; none asks only for the conflicts and counts' }),
      conflicts_since: isoDateTime.optional().meta({
        description: 'The `conflicts_cursor` of the gate’s last answer: conflicts before it are left out',
      }),
    }),
    answer: z.object({
      results: z.array(gateScanResultSchema),
      conflicts: z.array(gateConflictSchema).meta({
        description:
          'Tickets this device admitted that another gate admitted too, either scan arriving since `conflicts_since` (a conflict may come again: the gate keeps it once)',
      }),
      conflicts_cursor: isoDateTime.meta({ description: 'Send as `conflicts_since` on the next call' }),
      slots: z
        .array(gateSlotCountSchema)
        .meta({ description: 'Per slot of today: tickets admitted of those expected' }),
    }),
  },
});
