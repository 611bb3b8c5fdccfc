import config from 'virtual:tenant-config';
import { createStorage } from './storage/storage.ts';

/** This app's tenant: each build aliases in exactly one tenant's config. */
export const tenant = config;

/** The spec's stored items for this tenant. */
export const storage = createStorage(tenant.id);
