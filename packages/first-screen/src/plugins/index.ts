export { firstScreenChunks } from './firstScreenChunks.ts';
export { type FirstScreenPreloadOptions, firstScreenPreload, pageShell } from './firstScreenPage.ts';
export { type FirstScreenLayout, type FirstScreenPages, isStyleModule } from './firstScreenPages.ts';
export { inlineStyles } from './firstScreenStyles.ts';
export { icuWarmUp } from './icuWarmUp.ts';
export { type PrerenderOptions, prerenderFirstScreen } from './prerenderFirstScreen.ts';
export { startAfterFirstPaint, starterSource } from './startAfterFirstPaint.ts';
