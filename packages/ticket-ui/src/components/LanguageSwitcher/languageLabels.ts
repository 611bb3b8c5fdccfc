import type { LanguageCode } from '@venue/ticket-core';

/** Language names in their own language, as stories and tests pass them in. */
export const sampleLanguageLabels: Record<LanguageCode, string> = {
  ja: '日本語',
  en: 'English',
  'zh-hans': '简体中文',
  'zh-hant': '繁體中文',
  kr: '한국어',
  th: 'ไทย',
};
