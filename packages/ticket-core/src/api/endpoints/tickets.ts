import { z } from 'zod';
import { ticketRoutes } from '../routes/tickets.ts';
import { defineEndpoints } from './define.ts';
import {
  count,
  emailAddress,
  id,
  idInUrl,
  isoDateTime,
  languageCodeSchema,
  noContent,
  paymentMethodIdSchema,
  ticketKindSchema,
  ticketStatuses,
  token,
  yen,
} from './shared.ts';

/**
 * Ours: the ticket calls spec 7 leaves unshown (view, share, shared view, calendar file, send, receipt,
 * check-in), in the style of the spec's calls.
 */

const reservationParams = z.object({ reservation_token: token });

/** An iCalendar file (`answerMediaType: 'text/calendar'`): one event per visit, no buyer data. */
const calendarFile = z.string().meta({
  description:
    'iCalendar (RFC 5545) file, sent as an attachment: one VEVENT per time slot of the reservation’s admission tickets (summary: product name in `lang`; location: the venue; start and end in UTC; URL: the ticket page), with a stable UID and no buyer data',
  example:
    'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:4c1f…@venue.example\r\nDTSTART:20261201T010000Z\r\nDTEND:20261201T013000Z\r\nSUMMARY:Demo Admission ticket\r\n…\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n',
});
const calendarQuery = z.object({ lang: languageCodeSchema });
/** A wallet pass file: a zip archive, sent as an attachment. */
const passFile = (description: string) => z.file().meta({ description });
const walletQuery = z.object({
  lang: languageCodeSchema
    .optional()
    .meta({ description: 'Language of the pass’s names and labels; the order’s when omitted' }),
});

/** The language the names are shown in: the page's; the order's when omitted. */
const viewQuery = z.object({
  lang: languageCodeSchema
    .optional()
    .meta({ description: 'Language of product, ticket-kind and option names; the order’s when omitted' }),
});

export const ticketSchema = z.object({
  id,
  num: z
    .string()
    .meta({ description: 'Ticket number: reservation number and position', example: '482913570264-1' }),
  kind: ticketKindSchema,
  name: z.string().meta({ description: 'Option (gate tickets) or set product (set tickets)' }),
  status: z.enum(ticketStatuses).meta({
    description:
      'available; used once checked in; invalid_time once its slot has ended unused; invalid when cancelled',
  }),
  qr_code: z
    .string()
    .meta({ description: 'Text encoded in the ticket QR code: the URL of its check-in gate page' }),
  start_at: isoDateTime,
  end_at: isoDateTime,
  used_at: isoDateTime.nullable(),
});

const reservationFields = {
  product_name: z.string(),
  description: z.string(),
  naming_right: z.string().nullable(),
  caution: z.string().nullable(),
  reservation_from: isoDateTime,
  reservation_to: isoDateTime,
  options: z.array(z.object({ id, name: z.string(), quantity: count })),
  set_products: z.array(z.object({ product_name: z.string(), quantity: count })),
  tickets: z.array(ticketSchema),
};

export const reservationViewSchema = z.object({
  reservation_token: token,
  reservation_number: z.string(),
  ...reservationFields,
  price: yen.meta({ description: 'Amount paid' }),
  payment_method_type: paymentMethodIdSchema,
  can_change_date: z.boolean(),
  wallet: z
    .object({ apple: z.boolean(), google: z.boolean() })
    .meta({ description: 'Which phone wallets the site issues passes for (its pass keys are configured)' }),
});

/** What a shared link shows: the tickets, without the buyer's token, number, contact or payment. */
export const sharedReservationSchema = z.object({ share_token: token, ...reservationFields });

export const receiptSchema = z.object({
  reservation_number: z.string(),
  addressee: z.string(),
  issuer: z.string(),
  issued_at: isoDateTime,
  paid_at: isoDateTime,
  payment_method_type: paymentMethodIdSchema,
  lines: z.array(z.object({ name: z.string(), unit_price: yen, quantity: count, amount: yen })),
  discounts: z
    .array(z.object({ name: z.string(), amount: yen }))
    .meta({ description: 'Membership promotion, coupons and payment method discount' }),
  total: yen.meta({ description: 'Amount paid, consumption tax included' }),
  tax_breakdown: z
    .array(z.object({ rate: z.int().meta({ example: 10 }), amount: yen, tax: yen }))
    .meta({ description: 'Per tax rate: the tax-inclusive amount and the consumption tax it includes' }),
});

export const ticketEndpoints = defineEndpoints(ticketRoutes, {
  getTickets: {
    summary: 'Ticket view of a reservation',
    designed: true,
    params: reservationParams,
    query: viewQuery,
    answer: reservationViewSchema,
  },
  shareTickets: {
    summary: 'Create a share link for the tickets',
    designed: true,
    params: reservationParams,
    answer: z.object({ share_token: token }),
  },
  getSharedTickets: {
    summary: 'Shared ticket view',
    designed: true,
    params: z.object({ share_token: token }),
    query: viewQuery,
    answer: sharedReservationSchema,
  },
  getTicketsCalendar: {
    summary: 'Calendar file (.ics) of a reservation’s visit',
    designed: true,
    params: reservationParams,
    query: calendarQuery,
    answer: calendarFile,
  },
  getSharedTicketsCalendar: {
    summary: 'Calendar file (.ics) of a shared reservation’s visit',
    designed: true,
    params: z.object({ share_token: token }),
    query: calendarQuery,
    answer: calendarFile,
  },
  getApplePass: {
    summary: 'Apple Wallet pass (.pkpass) of one ticket of a reservation',
    designed: true,
    params: z.object({ reservation_token: token, ticket_id: idInUrl }),
    query: walletQuery,
    answer: passFile(
      'Signed Apple Wallet pass (event ticket): the ticket’s QR code, the venue, the product and the visit’s date and time slot in the venue’s time, and the site’s web service (`webServiceURL` `/<tenant>/api/wallet`, outside this API: Apple’s protocol) and the pass’s `authenticationToken`, through which the pass follows a date change or a cancel; 404 `wallet pass not configured` where the site has no pass certificate',
    ),
  },
  getApplePasses: {
    summary: 'Apple Wallet passes (.pkpasses) of every ticket of a reservation',
    designed: true,
    params: reservationParams,
    query: walletQuery,
    answer: passFile('A bundle of one signed pass a ticket (cancelled tickets left out)'),
  },
  getGoogleWalletLink: {
    summary: 'Save to Google Wallet link of a reservation’s tickets',
    designed: true,
    params: reservationParams,
    query: walletQuery,
    answer: z.object({
      save_url: z.url().meta({
        description:
          '`https://pay.google.com/gp/v/save/<JWT>`: an RS256 JWT of the site’s issuer holding one event ticket object a ticket; 404 `wallet pass not configured` where the site has no Google Wallet issuer',
      }),
    }),
  },
  sendTickets: {
    summary: 'Mail the ticket link to an address',
    designed: true,
    params: reservationParams,
    body: z.object({ email: emailAddress }),
    answer: noContent,
  },
  getReceipt: {
    summary: 'Receipt of a paid reservation',
    designed: true,
    params: reservationParams,
    query: z.object({
      addressee: z.string().trim().min(1).max(100).meta({ description: 'Name the receipt is made out to' }),
      ...viewQuery.shape,
    }),
    answer: receiptSchema,
  },
  checkInTicket: {
    summary: 'Check a ticket in at the gate (once; a second check-in answers ticket already used)',
    designed: true,
    params: z.object({ ticket_id: idInUrl }),
    body: z.object({
      reservation_token: token.meta({
        description:
          'The reservation token, or a share token of the reservation (the one its QR code carries)',
      }),
      type: ticketKindSchema,
    }),
    answer: z.object({ id, status: z.enum(ticketStatuses) }),
  },
});
