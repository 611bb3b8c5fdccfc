import { describe, expect, it } from 'vitest';
import { findRoute } from './findRoute.ts';

describe('findRoute (spec section 2 routes)', () => {
  it('finds the route of a path with its title', () => {
    expect(findRoute('/')?.titleKey).toBe('order.title');
    expect(findRoute('/payment')?.titleKey).toBe('payment.title');
    expect(findRoute('/id/abc')?.path).toBe('/id/:token');
    expect(findRoute('/id/abc/receipt')?.path).toBe('/id/:token/receipt');
    expect(findRoute('/id/abc/12/gate')?.path).toBe('/id/:token/:id/:type');
    expect(findRoute('/tickets/share/abc')?.path).toBe('/tickets/share/:token');
    expect(findRoute('/tickets/abc')?.path).toBe('/tickets/:token');
  });

  it('finds the spot routes, each with its own title', () => {
    expect(findRoute('/spot')?.titleKey).toBe('spot.title');
    expect(findRoute('/spot/payment')?.path).toBe('/spot/payment');
    expect(findRoute('/spot/ticket-inquiry')?.path).toBe('/spot/ticket-inquiry');
    expect(findRoute('/spot/qr/0b0c7a52-8f1e-4c55-9a0e-3f5b1d2c4e6a')?.path).toBe('/spot/qr/:productUUID');
    expect(findRoute('/spot/order-fields/abc')?.path).toBe('/spot/order-fields/:reservationToken');
    expect(findRoute('/spot/products')?.path).toBe('/spot/products');
    expect(findRoute('/spot/email-sended/abc')?.path).toBe('/spot/email-sended/:reservationToken');
  });

  it('prefers the named callback over the generic one', () => {
    expect(findRoute('/payment-callback/paygent3ds/success')?.path).toBe(
      '/payment-callback/paygent3ds/:status',
    );
    expect(findRoute('/payment-callback/gmo/success')?.path).toBe('/payment-callback/:paymentType/:status');
  });

  it('ignores a trailing slash and letter case, as the hash router did', () => {
    expect(findRoute('/payment/')?.path).toBe('/payment');
    expect(findRoute('/Payment')?.path).toBe('/payment');
  });

  it('leaves unknown paths to the not-found screen', () => {
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/id')).toBeUndefined();
    expect(findRoute('/payment/extra')).toBeUndefined();
  });

  it('finds no route on a page the server answered as not found', () => {
    const meta = document.createElement('meta');
    meta.name = 'venue-status';
    meta.content = '404';
    document.head.append(meta);
    try {
      expect(findRoute('/')).toBeUndefined();
      expect(findRoute('/payment')).toBeUndefined();
    } finally {
      meta.remove();
    }
    expect(findRoute('/')?.titleKey).toBe('order.title');
  });
});
