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
});
