import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/spot.ts` travel; their schemas are there. */
export const spotRoutes = defineRoutes({
  createSpotQrToken: { method: 'POST', path: '/spot/qr/{product_uuid}' },
  getSpotStocks: { method: 'GET', path: '/spot/products/stocks' },
  createSpotOrder: { method: 'POST', path: '/spot/orders' },
  updateSpotOrder: { method: 'PUT', path: '/spot/orders/{token}' },
  applySpotCoupon: { method: 'POST', path: '/spot/ordercoupons/{token}' },
  searchSpotSetProducts: { method: 'GET', path: '/spot/setproducts/search' },
  getSpotOrderFields: { method: 'GET', path: '/spot/order-fields/{reservation_token}' },
  sendSpotOrderFields: { method: 'PUT', path: '/spot/order-fields/{reservation_token}' },
});
