export * from './paymentMethods.ts';
