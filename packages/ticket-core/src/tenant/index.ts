export * from './tagManagerId.ts';
export * from './tenantConfig.ts';
