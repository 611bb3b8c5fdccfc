import type { ProductOption } from './OptionPicker.tsx';

/** Fixed options for stories and tests. */
export const sampleOptions: ProductOption[] = [
  { id: 11, name: '音声ガイド', addCost: 500 },
  { id: 12, name: 'オリジナルポストカード', addCost: 300 },
  { id: 13, name: 'ドリンクチケット', addCost: 600, isDisabled: true },
];
