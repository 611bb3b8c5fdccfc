import type { PaymentProvider, PaymentProviders } from './provider.ts';
import { sandboxProvider } from './sandbox.ts';

/** A tenant's configured providers, by the payment method they take. */
export type TenantProviders = Readonly<Record<string, Readonly<Record<string, PaymentProvider>>>>;

/**
 * The providers of every tenant: those configured for a tenant's methods (`configured`, by tenant id, then
 * method id), and the sandbox for every other method.
 */
export function paymentProviders(configured: TenantProviders = {}): PaymentProviders {
  const ofTenant = (tenantId: string) => (Object.hasOwn(configured, tenantId) ? configured[tenantId] : {});
  return {
    forMethod(tenantId, methodId) {
      const providers = ofTenant(tenantId) ?? {};
      return (Object.hasOwn(providers, methodId) ? providers[methodId] : undefined) ?? sandboxProvider;
    },
    named(tenantId, name) {
      if (name === sandboxProvider.name) return sandboxProvider;
      const provider = Object.values(ofTenant(tenantId) ?? {}).find((each) => each.name === name);
      if (!provider) throw new Error(`No ${name} payment provider is configured for ${tenantId}`);
      return provider;
    },
  };
}
