import { describe, expect, it } from 'vitest';
import { routes } from '../routes.ts';
import { buildUrl, siteRootOf } from './buildUrl.ts';

describe('siteRootOf', () => {
  it('drops the trailing /api/v1 of the API root', () => {
    expect(siteRootOf('/api/v1')).toBe('');
    expect(siteRootOf('/ruins/api/v1/')).toBe('/ruins');
    expect(siteRootOf('https://venue.example/demo/api/v1')).toBe('https://venue.example/demo');
  });

  it('keeps a root that has no /api/v1', () => {
    expect(siteRootOf('https://venue.example/api/')).toBe('https://venue.example/api');
  });
});

describe('buildUrl', () => {
  it('puts the console’s calls under the tenant’s admin path', () => {
    const roots = { api: '/okinawa/api/v1', site: '/okinawa' };
    expect(buildUrl(roots, routes.getConsoleSession, {})).toBe('/okinawa/api/admin/v1/session');
    expect(buildUrl(roots, routes.getConsoleOrder, { order_id: '42' }, { lang: 'ja' })).toBe(
      '/okinawa/api/admin/v1/orders/42?lang=ja',
    );
    expect(buildUrl(roots, routes.getProducts, {}, { lang: 'en' })).toBe('/okinawa/api/v1/products?lang=en');
  });
});
