import type { Kysely } from 'kysely';
import { fieldTemplates } from '../catalog/site.ts';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { orderById } from '../orders/orderAccess.ts';
import type { CallContext } from '../service/context.ts';
import { reservationOf } from '../tickets/reservationAccess.ts';

/** Mails of tickets a spot reservation may send per hour (the fields can be sent again to fix a typo). */
export const fieldSendsPerHour = 5;
export const hour = 60 * 60_000;

/** A ticket product of the tenant sold on the spot channel; 'record not found' otherwise. */
export async function spotProduct(db: Kysely<Database>, ctx: CallContext, uuid: string) {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', ctx.tenant.id)
    .where('uuid', '=', uuid)
    .where('product_type', '=', 'ticket')
    .executeTakeFirst();
  if (!ctx.tenant.spotChannel || !product?.channels.split(',').includes('spot'))
    throw new DomainError('recordNotFound');
  return product;
}

/** The product of a spot QR token of the tenant; an old token answers 'spot qrCode has expired'. */
export async function productOfQrToken(ctx: CallContext, qrToken: string) {
  const found = await ctx.db.kysely
    .selectFrom('spot_qr_tokens as q')
    .innerJoin('products as p', 'p.id', 'q.product_id')
    .select(['p.uuid', 'q.expires_at'])
    .where('q.tenant_id', '=', ctx.tenant.id)
    .where('q.token', '=', qrToken)
    .executeTakeFirst();
  if (!found) throw new DomainError('recordNotFound');
  if (found.expires_at <= nowIso()) throw new DomainError('spotQrCodeExpired');
  return spotProduct(ctx.db.kysely, ctx, found.uuid);
}

/** The reservation of a paid spot order. */
export async function spotReservation(ctx: CallContext, reservationToken: string) {
  const reservation = await reservationOf(ctx.db.kysely, ctx.tenant.id, reservationToken);
  const order = await orderById(ctx.db.kysely, reservation.order_id);
  if (order.channel !== 'spot') throw new DomainError('recordNotFound');
  return { reservation, order };
}

/** The site's sign-in fields for a spot purchase: its tickets are mailed, so the address is always asked. */
export async function spotFieldTemplates(ctx: CallContext) {
  const fields = await fieldTemplates(ctx.db.kysely, ctx.tenant.id);
  return fields.map((field) =>
    field.field_name === 'email' ? { ...field, is_display: true, is_require: true } : field,
  );
}
