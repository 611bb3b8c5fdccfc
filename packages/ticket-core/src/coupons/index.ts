export * from './couponDiscount.ts';
