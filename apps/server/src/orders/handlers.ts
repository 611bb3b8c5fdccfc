import { giveBackCouponUses } from '../coupons/couponUses.ts';
import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { mailConfirmMessage } from '../mail/messages.ts';
import { settleOrder } from '../stock/holds.ts';
import { newToken } from '../tokens.ts';
import { extendOrderHold } from './holdExtension.ts';
import { requireStatus, withOrder } from './orderAccess.ts';
import { createOrder, email, orderView } from './orders.ts';
import { paymentDue } from './orderTotals.ts';

export const orderHandlers = {
  createOrder: (ctx, { body }) => ctx.metrics.countOrder(ctx.tenant.id, 'web', createOrder(ctx, body, 'web')),

  async getOrder({ db, tenant }, { params }) {
    return withOrder(db, tenant.id, params.token, (trx, order) => orderView(trx, order));
  },

  async deleteOrder({ db, tenant }, { params }) {
    await withOrder(db, tenant.id, params.token, async (trx, order) => {
      requireStatus(order, ['created', 'ready_checkout']);
      if (await settleOrder(trx, order.id, ['created', 'ready_checkout'], 'cancelled'))
        await giveBackCouponUses(trx, order.id);
    });
    return null;
  },

  async sendOrderMail(ctx, { params, body }) {
    const address = body.contents.email ?? '';
    if (!email.safeParse(address).success) throw new DomainError('invalidEmailAddress');
    // Only sites whose page sequence has the mail-auth step confirm the address before payment.
    const mailToken = ctx.tenant.pageSequence.includes('mail-auth') ? newToken() : null;
    await withOrder(ctx.db, ctx.tenant.id, params.token, async (trx, order) => {
      requireStatus(order, ['created', 'ready_checkout']);
      await trx
        .updateTable('orders')
        .set({
          status: 'ready_checkout',
          lang: body.lang,
          email: address,
          customer_info: JSON.stringify(
            Object.entries(body.contents).map(([key, value]) => ({ key, value })),
          ),
          mail_token: mailToken,
        })
        .where('id', '=', order.id)
        .execute();
    });
    if (mailToken === null) return null;
    const url = `${ctx.siteUrl}/#/mail-confirm?token=${mailToken}`;
    await ctx.mailer.send(
      ctx.tenant.id,
      mailConfirmMessage({ to: address, lang: body.lang, site: ctx.tenant.title }, url),
    );
    return null;
  },

  async getOrderMail({ db, tenant }, { params }) {
    const order = await db.kysely
      .selectFrom('orders')
      .select('token')
      .where('tenant_id', '=', tenant.id)
      .where('mail_token', '=', params.token)
      .executeTakeFirst();
    if (!order) throw new DomainError('recordNotFound');
    return withOrder(db, tenant.id, order.token, async (_trx, live) => ({ order_token: live.token }));
  },

  async simulatePaymentMethodDiscount({ db, tenant }, { params, body }) {
    return withOrder(db, tenant.id, params.token, async (trx, order) => {
      const due = await paymentDue(trx, order, body.payment_method_type);
      return {
        payment_method_type: body.payment_method_type,
        discount: due.methodDiscount,
        price: due.amount,
      };
    });
  },

  extendOrderHold: (ctx, { params }) => extendOrderHold(ctx, params.token),
} satisfies Partial<Handlers>;
