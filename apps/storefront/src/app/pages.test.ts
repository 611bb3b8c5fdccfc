import { describe, expect, it } from 'vitest';
import { screenRoutes } from './findRoute.ts';
import { pagePath, pages } from './pages.ts';

describe('pages', () => {
  it('has exactly one route for each page, and no route of its own', () => {
    const routed = screenRoutes.map((route) => route.path).sort();
    expect(routed).toEqual(Object.values(pages).sort());
  });

  it('fills in and encodes a page’s params', () => {
    expect(pagePath('tickets', { token: 'abc' })).toBe('/id/abc');
    expect(pagePath('spotOrderFields', { reservationToken: 'a/b c' })).toBe('/spot/order-fields/a%2Fb%20c');
    expect(pagePath('changeDatePayment', { token: 'r1', timechangeToken: 't1' }, { ref: 'c' })).toBe(
      '/tickets/changedate/payment/r1/timechange/t1?ref=c',
    );
  });

  it('adds the query, if any', () => {
    expect(pagePath('order')).toBe('/order');
    expect(pagePath('complete', { inquiry: 'true', time_change: 'false' })).toBe(
      '/complete?inquiry=true&time_change=false',
    );
    expect(pagePath('spot', {})).toBe('/spot');
  });
});
