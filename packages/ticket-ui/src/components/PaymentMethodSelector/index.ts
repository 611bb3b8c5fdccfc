export { paymentMethodLayouts } from './PaymentMethodSelector.css.ts';
export {
  type PaymentMethodOption,
  PaymentMethodSelector,
  type PaymentMethodSelectorProps,
} from './PaymentMethodSelector.tsx';
