export * from './tenantConfig.ts';
