import type { Handlers } from '../http/registerEndpoints.ts';
import { extendOrderHold } from './holdExtension.ts';
import { withOrder } from './orderAccess.ts';
import { cancelOrder, orderOfMailToken, priceWithMethod, sendOrderDetails } from './orderService.ts';
import { createOrder, orderView } from './orders.ts';

export const orderHandlers = {
  createOrder: (ctx, { body }) => ctx.metrics.countOrder(ctx.tenant.id, 'web', createOrder(ctx, body, 'web')),

  async getOrder({ db, tenant }, { params }) {
    return withOrder(db, tenant.id, params.token, (trx, order) => orderView(trx, order));
  },

  async deleteOrder(ctx, { params }) {
    await cancelOrder(ctx, params.token);
    return null;
  },

  async sendOrderMail(ctx, { params, body }) {
    await sendOrderDetails(ctx, params.token, body);
    return null;
  },

  async getOrderMail(ctx, { params }) {
    const order = await orderOfMailToken(ctx, params.token);
    return { order_token: order.token };
  },

  async simulatePaymentMethodDiscount(ctx, { params, body }) {
    const due = await priceWithMethod(ctx, params.token, body.payment_method_type);
    return { payment_method_type: body.payment_method_type, discount: due.methodDiscount, price: due.amount };
  },

  extendOrderHold: (ctx, { params }) => extendOrderHold(ctx, params.token),
} satisfies Partial<Handlers>;
