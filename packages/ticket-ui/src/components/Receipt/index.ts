export { receiptTones } from './Receipt.css.ts';
export {
  Receipt,
  type ReceiptDiscount,
  type ReceiptLabels,
  type ReceiptLine,
  type ReceiptProps,
} from './Receipt.tsx';
