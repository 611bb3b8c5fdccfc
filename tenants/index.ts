import type { TenantConfig } from '@venue/ticket-core';

/** Every tenant config, by id. */
export const tenants: Record<string, TenantConfig> = {};
