export type { FirstScreen, FirstScreenRequest, PageRequest, RenderBundle } from './renderContract.ts';
export {
  firstScreenMarks,
  pageAnswersId,
  pageRequestPath,
  renderBundleDir,
  renderBundleFile,
} from './renderContract.ts';
