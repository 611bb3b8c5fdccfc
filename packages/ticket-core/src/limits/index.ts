export * from './refund.ts';
export * from './settings.ts';
