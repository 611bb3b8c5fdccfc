import { applyCoupon } from '../coupons/coupons.ts';
import type { Handlers } from '../http/registerEndpoints.ts';
import * as spot from './spotService.ts';

/** The on-site channel: a QR code shown at the venue opens today's sale of one product. */
export const spotHandlers = {
  createSpotQrToken: (ctx, input) => spot.createSpotQrToken(ctx, input),

  getSpotStocks: (ctx, input) => spot.getSpotStocks(ctx, input),

  createSpotOrder: (ctx, input) => spot.createSpotOrder(ctx, input),

  updateSpotOrder: (ctx, input) => spot.updateSpotOrder(ctx, input),

  applySpotCoupon: (ctx, { params, body }) => applyCoupon(ctx, params.token, body.coupon, 'spot'),

  searchSpotSetProducts: (ctx, input) => spot.searchSpotSetProducts(ctx, input),

  getSpotOrderFields: (ctx, input) => spot.getSpotOrderFields(ctx, input),

  sendSpotOrderFields: (ctx, input) => spot.sendSpotOrderFields(ctx, input),
} satisfies Partial<Handlers>;
