import { isEmailAddress } from '@venue/ticket-core';
import { dayStock, setProductsFor } from '../catalog/catalog.ts';
import { venueToday } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { rateLimit } from '../limits/rateLimit.ts';
import { orderCompleteMessage } from '../mail/messages.ts';
import { subscribeMailMagazines } from '../mailMagazines/mailMagazines.ts';
import { customerSearchKeys } from '../orders/customerSearch.ts';
import { releaseExpiredHolds } from '../orders/holdExpiry.ts';
import { requireStatus, withOrder } from '../orders/orderAccess.ts';
import { customerInfo } from '../orders/orderService.ts';
import { createOrder } from '../orders/orders.ts';
import type { CallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { localized, venueDateTime } from '../text.ts';
import { newToken } from '../tokens.ts';
import {
  fieldSendsPerHour,
  hour,
  productOfQrToken,
  spotFieldTemplates,
  spotProduct,
  spotReservation,
} from './spot.ts';

export async function createSpotQrToken(ctx: CallContext, { params }: Input<'createSpotQrToken'>) {
  const product = await spotProduct(ctx.db.kysely, ctx, params.product_uuid);
  // One code per product and venue day, so a printed or displayed code works until the day ends.
  const tomorrow = venueToday().add({ days: 1 }).toString();
  const expiresAt = new Date(venueDateTime(tomorrow, '00:00')).toISOString();
  const existing = await ctx.db.kysely
    .selectFrom('spot_qr_tokens')
    .select('token')
    .where('tenant_id', '=', ctx.tenant.id)
    .where('product_id', '=', product.id)
    .where('expires_at', '=', expiresAt)
    .executeTakeFirst();
  if (existing) return { qr_token: existing.token, expires_at: expiresAt };
  const token = newToken();
  await ctx.db.kysely
    .insertInto('spot_qr_tokens')
    .values({ token, tenant_id: ctx.tenant.id, product_id: product.id, expires_at: expiresAt })
    .execute();
  return { qr_token: token, expires_at: expiresAt };
}

export async function getSpotStocks(ctx: CallContext, { query }: Input<'getSpotStocks'>) {
  const product = await productOfQrToken(ctx, query.qr_token);
  await releaseExpiredHolds(ctx.db.kysely, ctx.tenant.id);
  const date = venueToday().toString();
  const { product: _row, ...stock } = await dayStock(
    ctx.db.kysely,
    ctx.tenant.id,
    product.uuid,
    date,
    query.lang,
  );
  return {
    ...stock,
    name: localized(product.name, query.lang),
    description: localized(product.description, query.lang),
    image_path: product.image_path,
    date,
  };
}

export async function createSpotOrder(ctx: CallContext, { body }: Input<'createSpotOrder'>) {
  const { qr_token: qrToken, ...orderBody } = body;
  const product = await productOfQrToken(ctx, qrToken);
  if (orderBody.product_uuid !== product.uuid) throw new DomainError('recordNotFound');
  const span = await ctx.db.kysely
    .selectFrom('time_spans')
    .select('date')
    .where('id', '=', orderBody.time_span_id)
    .where('product_id', '=', product.id)
    .executeTakeFirst();
  if (span && span.date !== venueToday().toString()) throw new DomainError('ticketNotOnSale');
  return ctx.metrics.countOrder(ctx.tenant.id, 'spot', createOrder(ctx, orderBody, 'spot'));
}

export async function updateSpotOrder(ctx: CallContext, { params, body }: Input<'updateSpotOrder'>) {
  const address = body.contents.email;
  if (address !== undefined && !isEmailAddress(address)) throw new DomainError('invalidEmailAddress');
  await withOrder(ctx.db, ctx.tenant.id, params.token, async (trx, order) => {
    if (order.channel !== 'spot') throw new DomainError('recordNotFound');
    requireStatus(order, ['ready_checkout']);
    const keys = customerSearchKeys(address ?? order.email, body.contents);
    await trx
      .updateTable('orders')
      .set({
        email: address ?? order.email,
        customer_info: customerInfo(body.contents),
        search_email: keys.search_email,
        search_phone: keys.search_phone,
        search_name: keys.search_name,
      })
      .where('id', '=', order.id)
      .execute();
  });
  return null;
}

export async function searchSpotSetProducts(ctx: CallContext, { query }: Input<'searchSpotSetProducts'>) {
  await productOfQrToken(ctx, query.qr_token);
  const today = venueToday().toString();
  return setProductsFor(
    ctx.db.kysely,
    ctx.tenant.id,
    query.main_product_time_span_ids,
    today,
    today,
    query.lang,
  );
}

export async function getSpotOrderFields(ctx: CallContext, { params }: Input<'getSpotOrderFields'>) {
  await spotReservation(ctx, params.reservation_token);
  return spotFieldTemplates(ctx);
}

export async function sendSpotOrderFields(ctx: CallContext, { params, body }: Input<'sendSpotOrderFields'>) {
  const { reservation, order } = await spotReservation(ctx, params.reservation_token);
  const address = body.contents.email ?? '';
  if (!isEmailAddress(address)) throw new DomainError('invalidEmailAddress');
  const missing = (await spotFieldTemplates(ctx)).some(
    (field) => field.is_display && field.is_require && !body.contents[field.field_name]?.trim(),
  );
  if (missing) throw new DomainError('invalidRequest');
  await rateLimit(ctx.db, `spot-fields:${reservation.id}`, fieldSendsPerHour, hour, 'invalidRequest');
  const updated = { ...order, email: address, lang: body.lang, customer_info: customerInfo(body.contents) };
  const keys = customerSearchKeys(address, body.contents);
  const magazineToken = await ctx.db.kysely.transaction().execute(async (trx) => {
    await trx
      .updateTable('orders')
      .set({
        email: address,
        lang: body.lang,
        customer_info: updated.customer_info,
        search_email: keys.search_email,
        search_phone: keys.search_phone,
        search_name: keys.search_name,
      })
      .where('id', '=', order.id)
      .execute();
    await trx.updateTable('reservations').set({ email: address }).where('id', '=', reservation.id).execute();
    return subscribeMailMagazines(trx, updated);
  });
  const product = await ctx.db.kysely
    .selectFrom('products')
    .select('name')
    .where('id', '=', order.product_id)
    .executeTakeFirstOrThrow();
  await ctx.mailer.send(
    ctx.tenant.id,
    orderCompleteMessage(
      { to: address, lang: body.lang, site: ctx.tenant.title },
      reservation.reservation_number,
      localized(product.name, body.lang),
      `${ctx.siteUrl}/tickets/#/id/${reservation.token}`,
      magazineToken && `${ctx.siteUrl}/#/mail-release/${magazineToken}`,
    ),
  );
  return null;
}
