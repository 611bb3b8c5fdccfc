export * from './couponDiscount.ts';
export * from './couponStacking.ts';
