import type { Handlers } from '../http/registerEndpoints.ts';
import { validateApplePaySession } from './applePay.ts';
import { capturePayment, confirmCheckout } from './capture.ts';
import { carrierPayment, checkout, providerPageUrl } from './checkout.ts';

export const paymentHandlers = {
  checkout: (ctx, { params, body }) =>
    checkout(ctx, params.token, body.payment_method_type, body.payment_token),

  confirmCheckout: async (ctx, { body }) => ({
    reservation_token: await confirmCheckout(ctx, body.order_token, body.payment_number),
  }),

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
      auth_url: providerPageUrl(ctx, payment),
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
