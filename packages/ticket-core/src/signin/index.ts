export * from './customerInfo.ts';
export * from './residenceCountries.ts';
export * from './residencePrefectures.ts';
export * from './signInOptions.ts';
