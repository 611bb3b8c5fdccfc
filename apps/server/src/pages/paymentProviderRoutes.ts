import type { Hono } from 'hono';
import { z } from 'zod';
import { DomainError } from '../domainError.ts';
import type { AppContext } from '../http/context.ts';
import { requestContext } from '../http/registerEndpoints.ts';
import type { Logger } from '../log.ts';
import { paymentOf, providerPayment } from '../payments/paymentAccess.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { handleProviderEvent } from '../payments/providerEvents.ts';
import { refundReservation } from '../payments/refunds.ts';
import { openStatuses, settleDeclined, settlePaid } from '../payments/remotePayments.ts';

/** A refund asked for: the whole payment, or `amount` yen of it. */
const refundBody = z.object({ amount: z.number().int().positive().optional() }).strict();

/** Largest webhook body read: Stripe's events are a few KB. */
const webhookBodyLimit = 256 * 1024;

/**
 * The routes a remote provider calls or sends the visitor to:
 * - `POST /<tenant>/api/v1/payments/<provider>/webhook`: its webhook, verified with the tenant's signing
 *   secret (400 when the signature does not hold), acted on once however often it is sent;
 * - `GET /<tenant>/payments/return/<reference>`: where it sends the visitor back after 3-D Secure; the
 *   payment's state is read from the provider, the order completed, and the visitor sent on to the
 *   storefront's callback route `/payment-callback/{method}/{success|failure}?md=<reference>`;
 * - `GET /<tenant>/api/v1/payments/<provider>/config`: the public keys its browser element needs;
 * - `POST /<tenant>/api/admin/reservations/<reservation number>/refunds` `{ amount? }` (admin token): a
 *   refund through the order's provider (`refunds.ts`).
 */
export function registerPaymentProviderRoutes(app: Hono, appContext: AppContext, logger: Logger): void {
  const providerOf = (tenantId: string, name: string): PaymentProvider => {
    try {
      const provider = appContext.payments.named(tenantId, name);
      if (!provider.remote) throw new DomainError('recordNotFound');
      return provider;
    } catch {
      throw new DomainError('recordNotFound');
    }
  };

  app.post('/:tenant/api/v1/payments/:provider/webhook', async (c) => {
    const ctx = requestContext(c, appContext);
    const provider = providerOf(ctx.tenant.id, c.req.param('provider'));
    const body = await c.req.text();
    if (body.length > webhookBodyLimit) throw new DomainError('invalidRequest');
    let event: ReturnType<PaymentProvider['readWebhook']>;
    try {
      event = provider.readWebhook(body, c.req.header('stripe-signature'));
    } catch {
      logger.warn(
        { tenant: ctx.tenant.id, provider: provider.name },
        'A payment webhook’s signature did not hold',
      );
      throw new DomainError('invalidRequest');
    }
    if (!event) throw new DomainError('recordNotFound');
    const handled = await handleProviderEvent(ctx, provider, event, logger);
    return c.json({ received: true, replayed: handled === 'replayed' });
  });

  // Behind the admin API's bearer token (`registerWebhookAdmin`'s guard of /<tenant>/api/admin/*).
  app.post('/:tenant/api/admin/reservations/:number/refunds', async (c) => {
    const ctx = requestContext(c, appContext);
    const parsed = refundBody.safeParse(await c.req.json().catch(() => ({})));
    if (!parsed.success) throw new DomainError('invalidRequest');
    return c.json(await refundReservation(ctx, c.req.param('number'), parsed.data.amount), 201);
  });

  app.get('/:tenant/api/v1/payments/:provider/config', (c) => {
    const ctx = requestContext(c, appContext);
    const config = providerOf(ctx.tenant.id, c.req.param('provider')).clientConfig?.();
    if (!config) throw new DomainError('recordNotFound');
    return c.json(config);
  });

  app.get('/:tenant/payments/return/:reference', async (c) => {
    const ctx = requestContext(c, appContext);
    const reference = c.req.param('reference');
    const payment = await paymentOf(ctx.db.kysely, ctx.tenant.id, reference);
    const provider = providerOf(ctx.tenant.id, payment.provider);
    if ((openStatuses as readonly string[]).includes(payment.status)) {
      const outcome = await provider.finishVisitorStep(providerPayment(payment), true);
      if (outcome.kind === 'authorized') await settlePaid(ctx, reference, payment.provider_ref);
      if (outcome.kind === 'declined') await settleDeclined(ctx, reference, outcome.canRetry);
    }
    const latest = await paymentOf(ctx.db.kysely, ctx.tenant.id, reference);
    const status = latest.status === 'succeeded' ? 'success' : 'failure';
    const query = new URLSearchParams({
      md: reference,
      time_change: String(latest.time_change_token !== null),
    });
    return c.redirect(`${ctx.siteUrl}/#/payment-callback/${latest.method_id}/${status}?${query}`, 303);
  });
}
