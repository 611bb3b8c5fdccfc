export * from './cspNonce.ts';
export * from './escapeHtml.ts';
export * from './headTags.ts';
export * from './siteTexts.ts';
export * from './siteUrls.ts';
