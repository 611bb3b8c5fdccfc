import type { PriceSummaryProps } from './PriceSummary.tsx';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

/** A fixed order for stories and tests. */
export const sampleSummary: PriceSummaryProps = {
  title: 'ご注文内容',
  lines: [
    { id: 'adult', label: '大人', quantity: 2, amount: 4000 },
    { id: 'child', label: '小人', quantity: 1, amount: 1000 },
    { id: 'set-1', label: 'オリジナルグッズセット', quantity: 1, amount: 1500 },
  ],
  couponDiscount: { label: 'クーポン WINTER', amount: 500 },
  membershipDiscount: { label: '会員割引', amount: 300 },
  paymentMethodDiscount: { label: 'お支払い方法割引', amount: 200 },
  totalLabel: '合計（税込）',
  total: 5500,
  formatYen: (amount) => yen.format(amount),
  formatQuantity: (label, quantity) => `${label} × ${quantity}`,
};
