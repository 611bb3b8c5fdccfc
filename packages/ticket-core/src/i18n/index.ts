export * from './formatDate.ts';
export * from './formatPrice.ts';
export * from './languages.ts';
export * from './locales.ts';
export * from './resolveLanguage.ts';
