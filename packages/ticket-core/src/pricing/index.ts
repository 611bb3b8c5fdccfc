export * from './amountDue.ts';
export * from './dayPrice.ts';
export * from './orderPrice.ts';
export * from './yen.ts';
