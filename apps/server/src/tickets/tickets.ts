import type { Kysely } from 'kysely';
import { productById } from '../catalog/catalog.ts';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { rateLimit } from '../limits/rateLimit.ts';
import { sharedTicketsMessage } from '../mail/messages.ts';
import type { CallContext } from '../service/context.ts';
import { localized } from '../text.ts';
import { newToken } from '../tokens.ts';
import { type ReservationRow, reservationOf, sharedReservationOf } from './reservationAccess.ts';

/** Ticket mails a reservation may send per hour. */
const sendsPerHour = 5;
const hour = 60 * 60_000;

/** The reservation's payment: method and amount paid. */
export async function paymentOf(db: Kysely<Database>, reservation: ReservationRow) {
  return db
    .selectFrom('payments')
    .select(['method_id', 'amount', 'completed_at'])
    .where('order_id', '=', reservation.order_id)
    .where('time_change_token', 'is', null)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
}

/** The reservation's share token, created on first use (one per reservation, so links stay valid). */
export async function shareTokenOf(db: Kysely<Database>, reservation: ReservationRow): Promise<string> {
  const existing = await db
    .selectFrom('share_tokens')
    .select('token')
    .where('reservation_id', '=', reservation.id)
    .orderBy('created_at')
    .executeTakeFirst();
  if (existing) return existing.token;
  const token = newToken();
  await db
    .insertInto('share_tokens')
    .values({ token, tenant_id: reservation.tenant_id, reservation_id: reservation.id, created_at: nowIso() })
    .execute();
  return token;
}

/** The reservation of a gate's token: a reservation token or one of its share tokens. */
export async function gateReservation(db: Kysely<Database>, tenantId: string, token: string) {
  try {
    return await reservationOf(db, tenantId, token);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return sharedReservationOf(db, tenantId, token);
  }
}

/** Mails a link to the reservation's shared tickets to `email`; `sendsPerHour` mails an hour at most. */
export async function sendTickets(ctx: CallContext, reservation: ReservationRow, email: string) {
  const { db, tenant } = ctx;
  await rateLimit(db, `send:${reservation.id}`, sendsPerHour, hour, 'invalidRequest');
  const shareToken = await shareTokenOf(db.kysely, reservation);
  const product = await productById(db.kysely, reservation.product_id);
  await ctx.mailer.send(
    tenant.id,
    sharedTicketsMessage(
      { to: email, lang: reservation.lang, site: tenant.title },
      localized(product.name, reservation.lang),
      `${ctx.siteUrl}/#/tickets/shared/${shareToken}`,
    ),
  );
}
