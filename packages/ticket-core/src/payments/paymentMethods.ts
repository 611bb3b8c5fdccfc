/** Payment method identifiers of spec section 9. */
export const paymentMethodIds = [
  'gmo',
  'gmo_3ds',
  'gmo_paypay',
  'gmo_d_pay',
  'gmo_apple_pay',
  'adyen_credit',
  'adyen_alipay',
  'adyen_we_chat_pay',
  'alipay',
  'stripe',
  'stripe_secure',
  'softbank_credit',
  'softbank_3ds',
  'softbank_alipay',
  'softbank_paypay',
  'd_pay',
  'free',
  'paygent_credit',
  'paygent_paypay',
] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];

/** How a method is paid, which decides the screens and callbacks it goes through. */
export const paymentFlowTypes = ['card', 'card3ds', 'wallet', 'carrier', 'applePay', 'free'] as const;
export type PaymentFlowType = (typeof paymentFlowTypes)[number];

const flowOf: Record<PaymentMethodId, PaymentFlowType> = {
  gmo: 'card',
  gmo_3ds: 'card3ds',
  gmo_paypay: 'wallet',
  gmo_d_pay: 'carrier',
  gmo_apple_pay: 'applePay',
  adyen_credit: 'card3ds',
  adyen_alipay: 'wallet',
  adyen_we_chat_pay: 'wallet',
  alipay: 'wallet',
  stripe: 'card',
  stripe_secure: 'card3ds',
  softbank_credit: 'card',
  softbank_3ds: 'card3ds',
  softbank_alipay: 'wallet',
  softbank_paypay: 'wallet',
  d_pay: 'carrier',
  free: 'free',
  paygent_credit: 'card3ds',
  paygent_paypay: 'wallet',
};

export function paymentFlowType(method: PaymentMethodId): PaymentFlowType {
  return flowOf[method];
}
