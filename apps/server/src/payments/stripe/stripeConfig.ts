import { readFileSync } from 'node:fs';
import type { TenantConfig } from '@venue/ticket-core';
import type { PaymentProvider } from '../provider.ts';
import type { TenantProviders } from '../providers.ts';
import { parseApiBase, type StripeAccount, stripeProvider } from './stripeProvider.ts';

/** The spec's method ids Stripe takes. */
export const stripeMethods = ['stripe', 'stripe_secure'] as const;

/** `lab-exhibition` -> `LAB_EXHIBITION`, as the tenant's environment variables name it. */
export function envSuffix(tenantId: string): string {
  return tenantId.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}

interface FileAccount {
  secret_key?: string;
  publishable_key?: string;
  webhook_secret?: string;
  apple_pay?: boolean;
}

/**
 * Each tenant's Stripe account, from the secrets file `PAYMENT_SECRETS_FILE` names (JSON:
 * `{ "<tenant>": { "stripe": { "secret_key", "publishable_key", "webhook_secret", "apple_pay" } } }`) and
 * from `STRIPE_SECRET_KEY_<TENANT>`, `STRIPE_PUBLISHABLE_KEY_<TENANT>`, `STRIPE_WEBHOOK_SECRET_<TENANT>`,
 * `STRIPE_APPLE_PAY_<TENANT>=on` (which win over the file). A tenant with a part missing is an error that
 * names the tenant and the variable, never a key.
 */
export function readStripeAccounts(
  tenantIds: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Record<string, StripeAccount> {
  const file = env.PAYMENT_SECRETS_FILE
    ? (JSON.parse(readFileSync(env.PAYMENT_SECRETS_FILE, 'utf8')) as Record<string, { stripe?: FileAccount }>)
    : {};
  const accounts: Record<string, StripeAccount> = {};
  for (const id of tenantIds) {
    const suffix = envSuffix(id);
    const fromFile = (Object.hasOwn(file, id) ? file[id]?.stripe : undefined) ?? {};
    const secretKey = env[`STRIPE_SECRET_KEY_${suffix}`] || fromFile.secret_key;
    const publishableKey = env[`STRIPE_PUBLISHABLE_KEY_${suffix}`] || fromFile.publishable_key;
    const webhookSecret = env[`STRIPE_WEBHOOK_SECRET_${suffix}`] || fromFile.webhook_secret;
    if (!secretKey && !publishableKey && !webhookSecret) continue;
    const missing = [
      secretKey ? null : `STRIPE_SECRET_KEY_${suffix}`,
      publishableKey ? null : `STRIPE_PUBLISHABLE_KEY_${suffix}`,
      webhookSecret ? null : `STRIPE_WEBHOOK_SECRET_${suffix}`,
    ].filter(Boolean);
    if (missing.length > 0 || !secretKey || !publishableKey || !webhookSecret)
      throw new Error(`The Stripe account of ${id} is incomplete: ${missing.join(', ')} not set`);
    const applePayVar = env[`STRIPE_APPLE_PAY_${suffix}`];
    accounts[id] = {
      secretKey,
      publishableKey,
      webhookSecret,
      applePay: applePayVar ? applePayVar === 'on' : fromFile.apple_pay === true,
    };
  }
  return accounts;
}

/** Each tenant's Stripe provider for the Stripe methods it offers. `STRIPE_API_BASE` points at stripe-mock. */
export function stripeProviders(
  tenants: Readonly<Record<string, TenantConfig>>,
  env: NodeJS.ProcessEnv = process.env,
): TenantProviders {
  const accounts = readStripeAccounts(Object.keys(tenants), env);
  const apiBase = parseApiBase(env.STRIPE_API_BASE);
  const providers: Record<string, Record<string, PaymentProvider>> = {};
  for (const [id, account] of Object.entries(accounts)) {
    const provider = stripeProvider(account, apiBase);
    const offered = tenants[id]?.paymentMethods ?? [];
    providers[id] = Object.fromEntries(
      stripeMethods.filter((method) => offered.includes(method)).map((method) => [method, provider]),
    );
  }
  return providers;
}
