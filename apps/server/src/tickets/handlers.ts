import type { PaymentMethodId } from '@venue/ticket-core';
import { nowIso, nowMs } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { rateLimit } from '../http/rateLimit.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { mailLanguage, sharedTicketsMessage } from '../mail/messages.ts';
import { localized } from '../text.ts';
import { reservationOf, sharedReservationOf } from './reservationAccess.ts';
import { inquiries, quarterHour } from './reservations.ts';
import { ticketCalendar } from './ticketCalendar.ts';
import {
  consumptionTaxRate,
  gateReservation,
  hour,
  paymentMethodDiscount,
  paymentOf,
  sendsPerHour,
  shareTokenOf,
} from './tickets.ts';
import { checkInWindow, ticketView } from './ticketView.ts';

export const ticketHandlers = {
  async getTickets({ db, tenant, siteUrl }, { params, query }) {
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
    const { db, tenant } = ctx;
    const reservation = await reservationOf(db.kysely, tenant.id, params.reservation_token);
    await rateLimit(db, `send:${reservation.id}`, sendsPerHour, hour, 'invalidRequest');
    const shareToken = await shareTokenOf(db.kysely, reservation);
    const product = await db.kysely
      .selectFrom('products')
      .select('name')
      .where('id', '=', reservation.product_id)
      .executeTakeFirstOrThrow();
    await ctx.mailer.send(
      tenant.id,
      sharedTicketsMessage(
        { to: body.email, lang: reservation.lang, site: tenant.title },
        localized(product.name, reservation.lang),
        `${ctx.siteUrl}/#/tickets/shared/${shareToken}`,
      ),
    );
    return null;
  },

  async getReceipt({ db, tenant }, { params, query }) {
    const reservation = await reservationOf(db.kysely, tenant.id, params.reservation_token);
    const payment = await paymentOf(db.kysely, reservation);
    const lang = query.lang ?? reservation.lang;
    const lines = await db.kysely
      .selectFrom('order_lines as l')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .leftJoin('options as o', 'o.id', 'l.option_id')
      .select(['l.quantity', 'l.unit_price', 'p.name as product_name', 'o.name as option_name'])
      .where('l.order_id', '=', reservation.order_id)
      .orderBy('l.id')
      .execute();
    const coupons = await db.kysely
      .selectFrom('order_coupons')
      .select(['coupon_name as name', 'coupon_discount as amount'])
      .where('order_id', '=', reservation.order_id)
      .execute();
    const promotion = reservation.membership_promotion_id
      ? await db.kysely
          .selectFrom('membership_promotions')
          .select('name')
          .where('id', '=', reservation.membership_promotion_id)
          .executeTakeFirst()
      : undefined;
    const afterCoupons = Math.max(
      0,
      reservation.price - coupons.reduce((sum, coupon) => sum + coupon.amount, 0),
    );
    const discounts = [
      ...(promotion ? [{ name: promotion.name, amount: reservation.membership_discount }] : []),
      ...coupons,
      ...(afterCoupons > payment.amount
        ? [{ name: paymentMethodDiscount[mailLanguage(lang)], amount: afterCoupons - payment.amount }]
        : []),
    ];
    const total = payment.amount;
    return {
      reservation_number: reservation.reservation_number,
      addressee: query.addressee,
      issuer: lang === 'ja' ? tenant.title.ja : tenant.title.default,
      issued_at: nowIso(),
      paid_at: payment.completed_at ?? reservation.created_at,
      payment_method_type: payment.method_id as PaymentMethodId,
      lines: lines.map((line) => ({
        name: [localized(line.product_name, lang), line.option_name && localized(line.option_name, lang)]
          .filter(Boolean)
          .join(' / '),
        unit_price: line.unit_price,
        quantity: line.quantity,
        amount: line.unit_price * line.quantity,
      })),
      discounts,
      total,
      tax_breakdown: [
        {
          rate: consumptionTaxRate,
          amount: total,
          tax: Math.floor((total * consumptionTaxRate) / (100 + consumptionTaxRate)),
        },
      ],
    };
  },

  async checkInTicket({ db, tenant }, { params, body }) {
    const reservation = await gateReservation(db.kysely, tenant.id, body.reservation_token);
    const ticket = await db.kysely
      .selectFrom('tickets as t')
      .innerJoin('time_spans as s', 's.id', 't.time_span_id')
      .innerJoin('products as p', 'p.id', 't.product_id')
      .select(['t.id', 't.status', 's.date', 's.start_time', 's.end_time', 'p.sale_type'])
      .where('t.id', '=', params.ticket_id)
      .where('t.reservation_id', '=', reservation.id)
      .where('t.kind', '=', body.type)
      .executeTakeFirst();
    if (!ticket) throw new DomainError('ticketNotFound');
    if (ticket.status === 'used') throw new DomainError('ticketAlreadyUsed');
    if (ticket.status !== 'available') return { id: ticket.id, status: ticket.status };
    const window = checkInWindow(ticket, ticket.sale_type);
    const now = nowMs();
    if (now < window.opens || now > window.closes) return { id: ticket.id, status: 'invalid_time' as const };
    // One conditional update: of two gates checking the same ticket at once, exactly one succeeds.
    const checkedIn = await db.kysely
      .updateTable('tickets')
      .set({ status: 'used', used_at: nowIso() })
      .where('id', '=', ticket.id)
      .where('status', '=', 'available')
      .executeTakeFirst();
    if (Number(checkedIn.numUpdatedRows) !== 1) throw new DomainError('ticketAlreadyUsed');
    return { id: ticket.id, status: 'success' as const };
  },

  async findReservation({ db, tenant, client }, { query }) {
    await rateLimit(db, `inquiry:${tenant.id}:${client}`, inquiries, quarterHour, 'recordNotFound');
    const reservation = await db.kysely
      .selectFrom('reservations')
      .select('token')
      .where('tenant_id', '=', tenant.id)
      .where('reservation_number', '=', query.reservation_number.trim())
      .where((eb) => eb(eb.fn('lower', ['email']), '=', query.email.toLowerCase()))
      .executeTakeFirst();
    if (!reservation) throw new DomainError('recordNotFound');
    return { reservation_token: reservation.token };
  },
} satisfies Partial<Handlers>;
