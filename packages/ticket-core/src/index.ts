export * from './i18n/index.ts';
export * from './payments/index.ts';
export * from './tenant/index.ts';
