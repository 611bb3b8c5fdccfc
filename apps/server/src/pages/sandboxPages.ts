import { escapeHtml, type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import type { Hono } from 'hono';
import type { AppContext } from '../http/context.ts';
import { requestContext } from '../http/registerEndpoints.ts';
import { finishVisitorStep } from '../payments/capture.ts';
import { page, pageHeaders } from './html.ts';

const titles: Record<string, string> = {
  '3ds': '3-D Secure check (sandbox)',
  wallet: 'Wallet payment (sandbox)',
  'd-pay': 'Carrier payment (sandbox)',
};

/** Where the provider sends the visitor back to: the storefront's callback route of spec section 2. */
function callbackRoute(
  methodId: string,
  succeeded: boolean,
  orderToken: string,
  reference: string,
  timeChange: boolean,
): string {
  const status = succeeded ? 'success' : 'failure';
  const query = (extra: Record<string, string>) =>
    new URLSearchParams({ ...extra, time_change: String(timeChange) }).toString();
  const md = query({ md: reference });
  const confirm = query({ order_token: orderToken, payment_number: reference });
  switch (methodId) {
    case 'gmo_3ds':
      return `/payment-callback/gmo3ds?${md}`;
    case 'softbank_3ds':
      return `/payment-callback/sbps3ds?${md}`;
    case 'paygent_credit':
      return `/payment-callback/paygent3ds/${status}?${md}`;
    case 'adyen_credit':
      return `/adyen-callback?${md}`;
    case 'paygent_paypay':
      return `/payment-callback/paygent-paypay?${confirm}`;
  }
  const flow = paymentFlowType(methodId as PaymentMethodId);
  if (flow === 'carrier')
    return `/d-pay-confirm?${query({ order_token: orderToken, payment_number: reference, state_code: reference })}`;
  if (flow === 'wallet') return `/payment-callback/wallet?${confirm}`;
  return `/payment-callback/${methodId}/${status}?${md}`;
}

/**
 * The sandbox provider's own pages: a 3-D Secure challenge, a wallet and a carrier approval page, each
 * with approve and decline buttons, returning to the storefront's callback route.
 */
export function registerSandboxPages(app: Hono, appContext: AppContext): void {
  const paths = [
    '/sandbox/:page{3ds|wallet|d-pay}/:reference',
    '/:tenant/sandbox/:page{3ds|wallet|d-pay}/:reference',
  ];
  app.on('GET', paths, (c) => {
    requestContext(c, appContext);
    const title = titles[c.req.param('page') ?? ''] ?? '';
    return c.html(
      page(
        title,
        `<h1>${escapeHtml(title)}</h1>
<p>This page stands in for the payment provider. Choose the outcome.</p>
<form method="post"><button name="approved" value="1">Pass</button><button name="approved" value="0">Fail</button></form>`,
      ),
      200,
      pageHeaders,
    );
  });
  app.on('POST', paths, async (c) => {
    const ctx = requestContext(c, appContext);
    const form = await c.req.parseBody();
    const reference = c.req.param('reference') ?? '';
    const result = await finishVisitorStep(ctx, reference, form.approved === '1');
    const route = callbackRoute(
      result.methodId,
      result.status === 'succeeded' || result.status === 'authorized',
      result.order.token,
      reference,
      result.timeChange,
    );
    return c.redirect(`${ctx.siteUrl}/#${route}`, 303);
  });
}
