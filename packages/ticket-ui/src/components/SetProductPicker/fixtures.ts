import type { SetProductItem } from './SetProductPicker.tsx';

const swatch = (fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4"><rect width="4" height="4" fill="${fill}"/></svg>`)}`;

/** Fixed set products for stories and tests, with inline images so nothing is fetched. */
export const sampleSetProducts: SetProductItem[] = [
  {
    uuid: '0b8f6a3e-4c1d-4e8a-9f51-6a2b7c9d1e01',
    name: 'オリジナルトートバッグ',
    description: '展覧会限定デザインのトートバッグ',
    imageUrl: swatch('#c9d6df'),
    basePrice: 1500,
    limitMin: 1,
    limitMax: 4,
  },
  {
    uuid: '0b8f6a3e-4c1d-4e8a-9f51-6a2b7c9d1e02',
    name: 'カフェセット',
    description: 'ドリンクと焼き菓子のセット',
    imageUrl: swatch('#f3e1c7'),
    basePrice: 900,
    limitMin: 2,
    limitMax: 6,
  },
];
