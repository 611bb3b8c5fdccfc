import { isEmailAddress, type LanguageCode } from '@venue/ticket-core';
import { giveBackCouponUses } from '../coupons/couponUses.ts';
import { DomainError } from '../domainError.ts';
import { mailConfirmMessage } from '../mail/messages.ts';
import type { CallContext } from '../service/context.ts';
import { settleOrder } from '../stock/holds.ts';
import { newToken } from '../tokens.ts';
import { orderCancelled } from '../webhooks/eventData.ts';
import { customerSearchKeys } from './customerSearch.ts';
import { requireStatus, withOrder } from './orderAccess.ts';
import { moveOrder } from './orderStatus.ts';
import { paymentDue } from './orderTotals.ts';

/** Cancels an unpaid order: its stock and its coupon uses go back. */
export async function cancelOrder(ctx: CallContext, token: string): Promise<void> {
  await withOrder(ctx.db, ctx.tenant.id, token, async (trx, order) => {
    requireStatus(order, ['created', 'ready_checkout']);
    if (await settleOrder(trx, order.id, ['created', 'ready_checkout'], 'cancelled')) {
      await giveBackCouponUses(trx, order.id);
      await orderCancelled(trx, order, 'visitor');
    }
  });
}

/** The customer's answers as stored on an order: `[{ key, value }]` in the order they were given. */
export function customerInfo(contents: Record<string, string>): string {
  return JSON.stringify(Object.entries(contents).map(([key, value]) => ({ key, value })));
}

/**
 * Stores the customer's details on an order, which makes it ready for checkout. On sites whose page
 * sequence has the mail-auth step, the address is confirmed first: a mail with a link goes to it.
 */
export async function sendOrderDetails(
  ctx: CallContext,
  token: string,
  details: { lang: LanguageCode; contents: Record<string, string> },
): Promise<void> {
  const address = details.contents.email ?? '';
  if (!isEmailAddress(address)) throw new DomainError('invalidEmailAddress');
  const mailToken = ctx.tenant.pageSequence.includes('mail-auth') ? newToken() : null;
  await withOrder(ctx.db, ctx.tenant.id, token, async (trx, order) => {
    requireStatus(order, ['created', 'ready_checkout']);
    await moveOrder(trx, order.id, ['created', 'ready_checkout'], 'ready_checkout', {
      lang: details.lang,
      email: address,
      customer_info: customerInfo(details.contents),
      ...customerSearchKeys(address, details.contents),
      mail_token: mailToken,
    });
  });
  if (mailToken === null) return;
  const url = `${ctx.siteUrl}/#/mail-confirm?token=${mailToken}`;
  await ctx.mailer.send(
    ctx.tenant.id,
    mailConfirmMessage({ to: address, lang: details.lang, site: ctx.tenant.title }, url),
  );
}

/** The live order whose address confirmation mail carried `mailToken`. */
export async function orderOfMailToken(ctx: CallContext, mailToken: string) {
  const order = await ctx.db.kysely
    .selectFrom('orders')
    .select('token')
    .where('tenant_id', '=', ctx.tenant.id)
    .where('mail_token', '=', mailToken)
    .executeTakeFirst();
  if (!order) throw new DomainError('recordNotFound');
  return withOrder(ctx.db, ctx.tenant.id, order.token, async (_trx, live) => live);
}

/** What the order would cost paid with `methodId`, and the method's own discount. */
export function priceWithMethod(ctx: CallContext, token: string, methodId: string) {
  return withOrder(ctx.db, ctx.tenant.id, token, (trx, order) => paymentDue(trx, order, methodId));
}
