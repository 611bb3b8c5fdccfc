export type { FirstScreen, FirstScreenRequest, PageRequest, RenderBundle } from './renderContract.ts';
export { firstScreenMarks, pageAnswersId, renderBundleDir, renderBundleFile } from './renderContract.ts';
