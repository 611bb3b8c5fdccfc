import type { Answer, Body } from '@venue/ticket-core';
import { productById } from '../catalog/catalog.ts';
import { nowIso } from '../clock.ts';
import { DomainError } from '../domainError.ts';
import { orderCompleteMessage } from '../mail/messages.ts';
import type { StaffCallContext } from '../service/context.ts';
import { recordAudit } from '../staff/audit.ts';
import { localized } from '../text.ts';
import { changedParts, orderVersion, venueOrder } from './orderPage.ts';

type OrderAction = Body<'resendConsoleOrderMail'>;

/** The answer an action gave the first time its request came, when it came before; undefined otherwise. */
export async function earlierAnswer(
  ctx: StaffCallContext,
  orderId: number,
  action: string,
  requestId: string,
) {
  const entry = await ctx.db.kysely
    .selectFrom('audit_log')
    .select(['action', 'target_id', 'after'])
    .where('tenant_id', '=', ctx.tenant.id)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!entry) return undefined;
  // A request id names one action on one order; another use of it is a mistake of the page.
  if (entry.action !== action || entry.target_id !== String(orderId)) throw new DomainError('invalidRequest');
  return JSON.parse(entry.after ?? '{}') as Record<string, unknown>;
}

/** Refuses an action whose page saw another state of the order: 409, naming what changed. */
export async function requireVersion(
  db: Parameters<typeof orderVersion>[0],
  order: Parameters<typeof orderVersion>[1],
  sent: string,
) {
  const now = await orderVersion(db, order);
  if (now !== sent)
    throw new DomainError('orderChanged', { details: { changed: changedParts(sent, now), version: now } });
}

/** Takes back the audit entry of an action that failed after claiming it, so the request may be tried again. */
export async function withdrawAudit(ctx: StaffCallContext, requestId: string): Promise<void> {
  await ctx.db.kysely
    .deleteFrom('audit_log')
    .where('tenant_id', '=', ctx.tenant.id)
    .where('request_id', '=', requestId)
    .execute();
}

/**
 * Sends the order's confirmation mail again, to its address, in its language: the mail a purchase sends
 * (reservation number, product, the tickets' link). Only a paid order with an address has one
 * ('invalid order status' otherwise). The audit entry is written first, under the page's request id, so
 * the same request sent again (a double click, a retry after a lost answer) sends nothing twice and is
 * answered as the first was; a mail that fails takes its entry back.
 */
export async function resendConfirmation(
  ctx: StaffCallContext,
  orderId: number,
  { version, request_id: requestId }: OrderAction,
): Promise<Answer<'resendConsoleOrderMail'>> {
  const db = ctx.db.kysely;
  const order = await venueOrder(ctx, orderId);
  const earlier = await earlierAnswer(ctx, orderId, 'order.resend', requestId);
  if (earlier) return { sent_to: String(earlier.sent_to), sent_at: String(earlier.sent_at), replayed: true };
  await requireVersion(db, order, version);
  const reservation = await db
    .selectFrom('reservations')
    .select(['token', 'reservation_number'])
    .where('order_id', '=', order.id)
    .executeTakeFirst();
  if (order.status !== 'completed' || !reservation || !order.email)
    throw new DomainError('invalidOrderStatus');
  const sent = { sent_to: order.email, sent_at: nowIso() };
  const claimed = await recordAudit(db, {
    tenantId: ctx.tenant.id,
    staff: ctx.staff,
    action: 'order.resend',
    target: { kind: 'order', id: order.id },
    after: sent,
    requestId,
  });
  if (!claimed) return resendConfirmation(ctx, orderId, { version, request_id: requestId });
  const product = await productById(db, order.product_id);
  const mail = orderCompleteMessage(
    { to: order.email, lang: order.lang, site: ctx.tenant.title },
    reservation.reservation_number,
    localized(product.name, order.lang),
    `${ctx.siteUrl}/tickets/#/id/${reservation.token}`,
    null,
  );
  try {
    await ctx.mailer.send(ctx.tenant.id, mail);
  } catch (failure) {
    await withdrawAudit(ctx, requestId);
    throw failure;
  }
  return { ...sent, replayed: false };
}
