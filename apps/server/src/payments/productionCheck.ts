import { cspNoncePlaceholder, type TenantConfig } from '@venue/ticket-core';
import type { PaymentProviders } from './provider.ts';

/**
 * Each tenant's offered methods that no real provider takes (the sandbox would), as `tenant: method`.
 * `free` needs no provider: it takes no money.
 */
export function methodsWithoutProvider(
  tenants: Readonly<Record<string, TenantConfig>>,
  providers: PaymentProviders,
): string[] {
  return Object.values(tenants).flatMap((tenant) =>
    tenant.paymentMethods
      .filter((method) => method !== 'free' && !providers.forMethod(tenant.id, method).remote)
      .map((method) => `${tenant.id}: ${method}`),
  );
}

/**
 * Production refuses to start while a tenant offers a method without a provider, unless the sandbox is
 * asked for (`PAYMENTS_SANDBOX=on`); the message names each tenant and method.
 */
export function requireProviders(missing: readonly string[], sandboxOn: boolean): void {
  if (missing.length === 0 || sandboxOn) return;
  throw new Error(
    `Payment methods without a configured provider (tenant: method): ${missing.join(', ')}. Configure their provider (README, "Taking payments") or set PAYMENTS_SANDBOX=on to run the sandbox, which takes no money.`,
  );
}

/** The ribbon every storefront page shows while the sandbox takes payments. */
const ribbon = `<style nonce="${cspNoncePlaceholder}">#venue-test-mode{position:fixed;inset:0 0 auto 0;z-index:2147483647;padding:4px 8px;background:#b00020;color:#fff;font:bold 14px/1.4 sans-serif;text-align:center;pointer-events:none}</style><div id="venue-test-mode" role="status">test mode — no money is taken</div>`;

/** An app page with the test-mode ribbon first in its body. */
export function withTestModeRibbon(html: string): string {
  return /<body[^>]*>/i.test(html)
    ? html.replace(/<body[^>]*>/i, (body) => `${body}${ribbon}`)
    : `${ribbon}${html}`;
}
