import type { PaymentMethodOption } from './PaymentMethodSelector.tsx';

/** Fixed methods for stories and tests. */
export const sampleMethods: PaymentMethodOption[] = [
  { id: 'gmo_3ds', label: 'クレジットカード' },
  { id: 'gmo_paypay', label: 'PayPay', description: 'PayPayでのお支払いで100円引き' },
  { id: 'gmo_d_pay', label: 'd払い' },
  { id: 'gmo_apple_pay', label: 'Apple Pay' },
];
