import { ApiError } from '../http/apiError.ts';
import { rateLimit } from '../http/rateLimit.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { localized } from '../text.ts';

/** Reservation inquiries allowed per client in a quarter hour. */
const inquiries = 20;
const quarterHour = 15 * 60_000;

export const reservationHandlers: Handlers = {
  async findReservation({ db, tenant, client }, { query }) {
    await rateLimit(db, `inquiry:${tenant.id}:${client}`, inquiries, quarterHour, 'recordNotFound');
    const reservation = await db.kysely
      .selectFrom('reservations')
      .select('token')
      .where('tenant_id', '=', tenant.id)
      .where('reservation_number', '=', query.reservation_number.trim())
      .where((eb) => eb(eb.fn('lower', ['email']), '=', query.email.toLowerCase()))
      .executeTakeFirst();
    if (!reservation) throw new ApiError('recordNotFound');
    return { reservation_token: reservation.token };
  },

  async getTagManager({ db, tenant }, { params }) {
    const row = await db.kysely
      .selectFrom('reservations as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('payments as p', (join) =>
        join
          .onRef('p.order_id', '=', 'o.id')
          .on('p.status', '=', 'succeeded')
          .on('p.time_change_token', 'is', null),
      )
      .innerJoin('products as pr', 'pr.id', 'o.product_id')
      .select(['r.reservation_number', 'p.amount', 'o.quantity', 'o.lang', 'pr.uuid', 'pr.name'])
      .where('r.tenant_id', '=', tenant.id)
      .where('r.token', '=', params.id)
      .executeTakeFirst();
    if (!row) throw new ApiError('recordNotFound');
    return {
      transaction_id: row.reservation_number,
      value: row.amount,
      currency: 'JPY' as const,
      items: [
        {
          item_id: row.uuid,
          item_name: localized(row.name, 'en'),
          price: Math.round(row.amount / Math.max(1, row.quantity)),
          quantity: row.quantity,
        },
      ],
    };
  },
};
