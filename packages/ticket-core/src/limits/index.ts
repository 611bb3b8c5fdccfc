export * from './refund.ts';
export * from './setProductLimits.ts';
export * from './settings.ts';
