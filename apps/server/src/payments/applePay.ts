import { offeredPaymentMethod } from '../catalog/site.ts';
import { DomainError } from '../domainError.ts';
import type { CallContext } from '../service/context.ts';

/**
 * POST /api/v1/apple-pay/validate-session: Apple Pay's merchant validation. The browser's ApplePaySession
 * hands the storefront a `validationURL` as its sheet opens; the server asks the provider (which asks
 * Apple at that URL) for the site's merchant session, and the browser completes the validation with it.
 * A site that does not take Apple Pay has no merchant: 'record not found'; a URL that is not one of
 * Apple's validation servers: 'invalid request'.
 */
export async function validateApplePaySession(
  ctx: CallContext,
  validationUrl: string,
): Promise<Record<string, unknown>> {
  await offeredPaymentMethod(ctx.db.kysely, ctx.tenant.id, 'web', 'gmo_apple_pay');
  const provider = ctx.payments.forMethod(ctx.tenant.id, 'gmo_apple_pay');
  const session = await provider.validateApplePayMerchant({
    validationUrl,
    merchantIdentifier: `merchant.venue.${ctx.tenant.id}`,
    displayName: ctx.tenant.title.default,
    domainName: new URL(ctx.siteUrl).hostname,
  });
  if (!session) throw new DomainError('invalidRequest');
  return session;
}
