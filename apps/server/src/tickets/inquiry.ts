import { DomainError } from '../domainError.ts';
import { quarterHour, rateLimit } from '../limits/rateLimit.ts';
import type { CallContext } from '../service/context.ts';

/** Reservation inquiries allowed per client in a quarter hour. */
const inquiries = 20;

/**
 * The token of the tenant's reservation of a reservation number and the address it was bought with (the
 * address in any case); 'record not found' otherwise, and for every inquiry of a client past `inquiries`
 * in a quarter hour, so numbers cannot be guessed.
 */
export async function findReservation(ctx: CallContext, reservationNumber: string, email: string) {
  const { db, tenant } = ctx;
  await rateLimit(db, `inquiry:${tenant.id}:${ctx.client}`, inquiries, quarterHour, 'recordNotFound');
  const reservation = await db.kysely
    .selectFrom('reservations')
    .select('token')
    .where('tenant_id', '=', tenant.id)
    .where('reservation_number', '=', reservationNumber.trim())
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
  if (!reservation) throw new DomainError('recordNotFound');
  return reservation.token;
}
