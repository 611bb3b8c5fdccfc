import { DomainError } from '../domainError.ts';
import { rateLimit } from '../http/rateLimit.ts';
import type { Handlers } from '../http/registerEndpoints.ts';

/** Reservation inquiries allowed per client in a quarter hour. */
const inquiries = 20;
const quarterHour = 15 * 60_000;

export const reservationHandlers = {
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
