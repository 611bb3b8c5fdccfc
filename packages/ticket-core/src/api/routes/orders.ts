import { defineRoutes, longTimeoutMs } from './define.ts';

/** How the calls of `../endpoints/orders.ts` travel; their schemas are there. */
export const orderRoutes = defineRoutes({
  createOrder: { method: 'POST', path: '/orders' },
  deleteOrder: { method: 'DELETE', path: '/orders/{token}', ignoreStatuses: [400] },
  getOrder: { method: 'GET', path: '/orders/{token}' },
  sendOrderMail: { method: 'POST', path: '/ordermails/{token}' },
  getOrderMail: { method: 'GET', path: '/ordermails/{token}' },
  applyCoupon: { method: 'POST', path: '/ordercoupons/{token}' },
  removeCoupon: { method: 'DELETE', path: '/ordercoupons/{token}/{coupon}' },
  simulatePaymentMethodDiscount: { method: 'POST', path: '/orders/paymentmethoddiscount/{token}/simulation' },
  checkout: { method: 'POST', path: '/orders/checkout/{token}', timeoutMs: longTimeoutMs, retryOnDrop: true },
  confirmCheckout: {
    method: 'POST',
    path: '/orders/confirmcheckout',
    timeoutMs: longTimeoutMs,
    retryOnDrop: true,
  },
});
