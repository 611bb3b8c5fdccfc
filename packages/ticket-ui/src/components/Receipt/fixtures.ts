import type { ReceiptLabels, ReceiptProps } from './Receipt.tsx';

const yen = new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' });

export const japaneseReceiptLabels: ReceiptLabels = {
  title: '領収書',
  addressee: '宛名',
  honorific: '様',
  reservationNumber: '予約番号',
  issuedAt: '発行日',
  lines: '明細',
  item: '品目',
  unitPrice: '単価',
  quantity: '数量',
  amount: '金額',
  paymentMethod: 'お支払い方法',
  total: '合計（税込）',
  taxBreakdown: (taxable, tax) => `10%対象 ${taxable}（内消費税 ${tax}）`,
  print: '印刷する',
};

/** A fixed receipt for stories and tests. */
export const sampleReceipt: ReceiptProps = {
  labels: japaneseReceiptLabels,
  reservationNumber: 'R-20261224-0001',
  issuedAt: '2026/12/03',
  issuer: '株式会社サンプル美術館',
  lines: [
    { name: '大人', unitPrice: 2000, quantity: 2, amount: 4000 },
    { name: '小人', unitPrice: 1000, quantity: 1, amount: 1000 },
    { name: 'オリジナルトートバッグ', unitPrice: 1500, quantity: 1, amount: 1500 },
  ],
  discounts: [{ label: 'クーポン割引', amount: 500 }],
  paymentMethodLabel: 'クレジットカード',
  total: 6000,
  tax: 545,
  defaultAddressee: '山田 花子',
  formatYen: (amount) => yen.format(amount),
};
