import type { ProductChoice } from './ProductPicker.tsx';

/** A neutral thumbnail for stories and tests. */
export const sampleProductImage = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48"><rect width="48" height="48" fill="#e8eef8"/><circle cx="24" cy="20" r="9" fill="#1f5fbf"/></svg>',
)}`;

export const sampleProducts: readonly ProductChoice[] = [
  {
    id: '6f1c2a52-5d0e-4b8e-9a57-1f7e0c1d2a01',
    name: '入館チケット',
    description: '常設展と企画展',
    priceLabel: '¥1,200〜',
  },
  {
    id: '6f1c2a52-5d0e-4b8e-9a57-1f7e0c1d2a02',
    name: 'ナイトミュージアム',
    description: '18:00以降',
    priceLabel: '¥1,800〜',
  },
  {
    id: '6f1c2a52-5d0e-4b8e-9a57-1f7e0c1d2a03',
    name: '年間パスポート',
    priceLabel: '¥6,000',
    isDisabled: true,
    disabledLabel: '売り切れ',
  },
];
