import type { PaymentMethodId } from '@venue/ticket-core';
import { nowMs } from '../clock.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { walletsOf } from '../wallet/walletPasses.ts';
import { checkInTicket } from './checkIn.ts';
import { findReservation } from './inquiry.ts';
import { receipt } from './receipt.ts';
import { reservationOf, sharedReservationOf } from './reservationAccess.ts';
import { ticketCalendar } from './ticketCalendar.ts';
import { paymentOf, sendTickets, shareTokenOf } from './tickets.ts';
import { ticketView } from './ticketView.ts';

export const ticketHandlers = {
  async getTickets(ctx, { params, query }) {
    const { db, tenant, siteUrl } = ctx;
    const reservation = await reservationOf(db.kysely, tenant.id, params.reservation_token);
    const lang = query.lang ?? reservation.lang;
    const view = await ticketView(db.kysely, reservation, siteUrl, reservation.token, lang);
    const payment = await paymentOf(db.kysely, reservation);
    const startsAt = Date.parse(view.reservation_from);
    return {
      reservation_token: reservation.token,
      reservation_number: reservation.reservation_number,
      ...view,
      price: payment.amount,
      payment_method_type: payment.method_id as PaymentMethodId,
      can_change_date: startsAt > nowMs() && view.tickets.every((ticket) => ticket.status === 'available'),
      wallet: walletsOf(ctx, tenant.id),
    };
  },

  async shareTickets({ db, tenant }, { params }) {
    const reservation = await reservationOf(db.kysely, tenant.id, params.reservation_token);
    return { share_token: await shareTokenOf(db.kysely, reservation) };
  },

  async getSharedTickets({ db, tenant, siteUrl }, { params, query }) {
    const reservation = await sharedReservationOf(db.kysely, tenant.id, params.share_token);
    const lang = query.lang ?? reservation.lang;
    return {
      share_token: params.share_token,
      ...(await ticketView(db.kysely, reservation, siteUrl, params.share_token, lang)),
    };
  },

  async getTicketsCalendar({ db, tenant, siteUrl }, { params, query }) {
    const reservation = await reservationOf(db.kysely, tenant.id, params.reservation_token);
    const pageUrl = `${siteUrl}/tickets/#/id/${reservation.token}`;
    return ticketCalendar(db.kysely, reservation, { tenant, lang: query.lang, pageUrl });
  },

  async getSharedTicketsCalendar({ db, tenant, siteUrl }, { params, query }) {
    const reservation = await sharedReservationOf(db.kysely, tenant.id, params.share_token);
    const pageUrl = `${siteUrl}/#/tickets/shared/${params.share_token}`;
    return ticketCalendar(db.kysely, reservation, { tenant, lang: query.lang, pageUrl });
  },

  async sendTickets(ctx, { params, body }) {
    const reservation = await reservationOf(ctx.db.kysely, ctx.tenant.id, params.reservation_token);
    await sendTickets(ctx, reservation, body.email);
    return null;
  },

  async getReceipt({ db, tenant }, { params, query }) {
    const reservation = await reservationOf(db.kysely, tenant.id, params.reservation_token);
    return receipt(db.kysely, tenant, reservation, query.lang ?? reservation.lang, query.addressee);
  },

  checkInTicket: ({ db, tenant }, { params, body }) =>
    checkInTicket(db.kysely, tenant.id, params.ticket_id, body),

  findReservation: async (ctx, { query }) => ({
    reservation_token: await findReservation(ctx, query.reservation_number, query.email),
  }),
} satisfies Partial<Handlers>;
