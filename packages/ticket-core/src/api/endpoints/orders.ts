import { z } from 'zod';
import { orderStatuses } from '../orderStatuses.ts';
import { orderRoutes } from '../routes/orders.ts';
import { defineEndpoints } from './define.ts';
import {
  count,
  customerContents,
  id,
  isoDateTime,
  keyValue,
  languageCodeSchema,
  noContent,
  paymentMethodIdSchema,
  token,
  tokenParams,
  uuid,
  yen,
} from './shared.ts';

/** The order, its mail authentication, coupons and checkout (spec 7). */

export const orderBodySchema = z.object({
  lang: languageCodeSchema,
  option_values: z.array(z.object({ option_value_id: id, quantity: count })),
  product_uuid: uuid,
  quantity: z.int().min(1),
  set_products: z.array(z.object({ uuid, quantity: count })),
  time_span_id: id,
  membership_token: token.optional().meta({
    description: 'Ours: the token of a membership login; the order then gets its membership promotion',
  }),
});

export const orderCreatedSchema = z.object({
  order_token: token,
  expires_at: isoDateTime.meta({ description: 'End of the stock hold' }),
});

export const orderCouponSchema = z.object({
  coupon_code: z.string(),
  coupon_name: z.string(),
  coupon_discount: yen,
});

/** Spec 3: the order temporary view, with the order's status and the end of its hold. */
export const orderViewSchema = z.object({
  order_token: token,
  status: z.enum(orderStatuses),
  expires_at: isoDateTime,
  lang: languageCodeSchema,
  price: yen,
  customer_info: z.array(keyValue),
  main_product: z.object({
    product_name: z.string(),
    description: z.string(),
    sale_type: z.string(),
    quantity: count,
    reservation_from: isoDateTime,
    reservation_to: isoDateTime,
    product_time_span_id: id,
    naming_right: z.string().nullable(),
    caution: z.string().nullable(),
    order_options: z.array(
      z.object({ id, name: z.string(), type: z.string(), add_cost: yen, quantity: count }),
    ),
  }),
  set_products: z.array(z.object({ product_name: z.string(), add_cost: yen, quantity: count })),
  coupons: z.array(orderCouponSchema),
  membership_promotion: z.object({ name: z.string(), discount: yen }).nullable(),
});

export const couponBodySchema = z.object({ coupon: z.string().min(1).meta({ example: 'WELCOME10' }) });
export const couponAnswerSchema = orderCouponSchema.pick({ coupon_name: true, coupon_discount: true });

/** Our checkout body: the method and, for card methods, the provider's card token. */
export const checkoutBodySchema = z.object({
  payment_method_type: paymentMethodIdSchema,
  payment_token: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "Card token from the provider's script (card methods only)" }),
});

/**
 * Our checkout answer: either paid at once, or a page to send the visitor to (3-D Secure challenge,
 * wallet or carrier), after which a callback completes the payment. `payment_number` is stored.
 */
export const checkoutAnswerSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('completed'), reservation_token: token, payment_number: z.string() }),
  z.object({ result: z.literal('redirect'), redirect_url: z.string(), payment_number: z.string() }),
]);

export const reservationTokenAnswer = z.object({ reservation_token: token });

export const orderEndpoints = defineEndpoints(orderRoutes, {
  createOrder: {
    summary: 'Create an order holding stock',
    body: orderBodySchema,
    answer: orderCreatedSchema,
  },
  deleteOrder: {
    summary: 'Cancel an order and release its stock',
    params: tokenParams,
    answer: noContent,
  },
  getOrder: {
    summary: 'Order temporary view',
    params: tokenParams,
    answer: orderViewSchema,
  },
  sendOrderMail: {
    summary: 'Save the customer answers and send the mail-confirmation link',
    designedParts: ['body'],
    params: tokenParams,
    body: z.object({ lang: languageCodeSchema, contents: customerContents }),
    answer: noContent,
  },
  getOrderMail: {
    summary: 'Confirm a mail token; returns its order',
    params: tokenParams,
    answer: z.object({ order_token: token }),
  },
  applyCoupon: {
    summary: 'Apply a coupon to an order',
    params: tokenParams,
    body: couponBodySchema,
    answer: couponAnswerSchema,
  },
  removeCoupon: {
    summary: 'Remove a coupon from an order',
    params: z.object({ token, coupon: z.string().min(1) }),
    answer: noContent,
  },
  simulatePaymentMethodDiscount: {
    summary: 'Discount a payment method would give',
    designedParts: ['answer'],
    params: tokenParams,
    body: z.object({ payment_method_type: paymentMethodIdSchema }),
    answer: z.object({ payment_method_type: paymentMethodIdSchema, discount: yen, price: yen }),
  },
  checkout: {
    summary: 'Pay an order',
    designedParts: ['body', 'answer'],
    params: tokenParams,
    body: checkoutBodySchema,
    answer: checkoutAnswerSchema,
  },
  confirmCheckout: {
    summary: 'Complete a payment after a wallet or carrier page',
    designedParts: ['body', 'answer'],
    body: z.object({
      order_token: token,
      payment_number: z.string().min(1),
      state_code: z.string().optional().meta({ description: 'Carrier payment state code' }),
    }),
    answer: reservationTokenAnswer,
  },
});
