import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import { validateApplePaySession } from './applePay.ts';
import { capturePayment } from './capture.ts';
import { carrierPayment, checkout, providerPageUrl } from './checkout.ts';

export const paymentHandlers = {
  checkout: (ctx, { params, body }) =>
    checkout(ctx, params.token, body.payment_method_type, body.payment_token),

  async confirmCheckout(ctx, { body }) {
    const payment = await ctx.db.kysely
      .selectFrom('payments as p')
      .innerJoin('orders as o', 'o.id', 'p.order_id')
      .select('p.reference')
      .where('p.tenant_id', '=', ctx.tenant.id)
      .where('p.reference', '=', body.payment_number)
      .where('o.token', '=', body.order_token)
      .executeTakeFirst();
    if (!payment) throw new DomainError('recordNotFound');
    return { reservation_token: await capturePayment(ctx, payment.reference) };
  },

  async completeGmo3ds(ctx, { body }) {
    return { reservation_token: await capturePayment(ctx, body.md) };
  },

  async validateApplePaySession(ctx, { body }) {
    return validateApplePaySession(ctx, body.validation_url);
  },

  async getDAccountAuth(ctx, { params }) {
    const payment = await carrierPayment(ctx, params.token);
    return {
      payment_number: payment.reference,
      status: payment.status,
      auth_url: providerPageUrl(ctx, payment.method_id, payment.reference),
    };
  },

  async getDPayToken(ctx, { params }) {
    const payment = await carrierPayment(ctx, params.token);
    return { payment_number: payment.reference, scp_token: payment.reference, status: payment.status };
  },

  async getPaygentTokenCredentials(ctx) {
    return { merchant_id: `sandbox-${ctx.tenant.id}`, token_key: 'sandbox-token-key', sandbox: true };
  },
} satisfies Partial<Handlers>;
