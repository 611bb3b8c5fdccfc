import { z } from 'zod';
import { defineEndpoints } from './define.ts';
import {
  count,
  id,
  idInUrl,
  isoDateTime,
  noContent,
  paymentMethodIdSchema,
  ticketKindSchema,
  ticketStatuses,
  token,
  yen,
} from './shared.ts';

/**
 * Ours: the ticket calls spec 7 leaves unshown (view, share, shared view, send, receipt, check-in),
 * in the style of the spec's calls.
 */

const reservationParams = z.object({ reservation_token: token });

export const ticketSchema = z.object({
  id,
  num: z.string().meta({ description: 'Ticket number', example: 'T-000123-1' }),
  kind: ticketKindSchema,
  name: z.string(),
  status: z.enum(ticketStatuses),
  qr_code: z.string().meta({ description: 'Text encoded in the ticket QR code' }),
  start_at: isoDateTime,
  end_at: isoDateTime,
});

const reservationFields = {
  reservation_number: z.string(),
  product_name: z.string(),
  description: z.string(),
  reservation_from: isoDateTime,
  reservation_to: isoDateTime,
  tickets: z.array(ticketSchema),
};

export const reservationViewSchema = z.object({
  reservation_token: token,
  ...reservationFields,
  price: yen,
  payment_method_type: paymentMethodIdSchema,
  can_change_date: z.boolean(),
});

/** What a shared link shows: the tickets without the owner's token or payment. */
export const sharedReservationSchema = z.object({ share_token: token, ...reservationFields });

export const receiptSchema = z.object({
  reservation_number: z.string(),
  addressee: z.string(),
  issuer: z.string(),
  issued_at: isoDateTime,
  payment_method_type: paymentMethodIdSchema,
  lines: z.array(z.object({ name: z.string(), unit_price: yen, quantity: count, amount: yen })),
  discount: yen,
  total: yen,
  tax: yen.meta({ description: 'Consumption tax included in total' }),
});

export const ticketEndpoints = defineEndpoints({
  getTickets: {
    method: 'GET',
    path: '/reservations/{reservation_token}/tickets',
    summary: 'Ticket view of a reservation',
    designed: true,
    params: reservationParams,
    answer: reservationViewSchema,
  },
  shareTickets: {
    method: 'POST',
    path: '/reservations/{reservation_token}/share',
    summary: 'Create a share link for the tickets',
    designed: true,
    params: reservationParams,
    answer: z.object({ share_token: token }),
  },
  getSharedTickets: {
    method: 'GET',
    path: '/shared-tickets/{share_token}',
    summary: 'Shared ticket view',
    designed: true,
    params: z.object({ share_token: token }),
    answer: sharedReservationSchema,
  },
  sendTickets: {
    method: 'POST',
    path: '/reservations/{reservation_token}/send',
    summary: 'Mail the ticket link to an address',
    designed: true,
    params: reservationParams,
    body: z.object({ email: z.email() }),
    answer: noContent,
  },
  getReceipt: {
    method: 'GET',
    path: '/reservations/{reservation_token}/receipt',
    summary: 'Receipt of a paid reservation',
    designed: true,
    params: reservationParams,
    query: z.object({ addressee: z.string().max(100) }),
    answer: receiptSchema,
  },
  checkInTicket: {
    method: 'POST',
    path: '/tickets/{ticket_id}/checkin',
    summary: 'Check a ticket in at the gate',
    designed: true,
    params: z.object({ ticket_id: idInUrl }),
    body: z.object({ reservation_token: token, type: ticketKindSchema }),
    answer: z.object({ id, status: z.enum(ticketStatuses) }),
  },
});
