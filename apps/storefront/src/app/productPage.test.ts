import { describe, expect, it } from 'vitest';
import { productPageAddress } from './productPage.ts';

describe('productPageAddress', () => {
  it("moves a product page's query into the hash route the app reads", () => {
    expect(productPageAddress('/kyoto/', '?id=p-1&lang=en', '')).toBe('/kyoto/#/?id=p-1&lang=en');
    expect(productPageAddress('/', '?id=p-1', '#/')).toBe('/#/?id=p-1');
  });

  it('leaves an address alone that has a route of its own or names no product', () => {
    expect(productPageAddress('/kyoto/', '?id=p-1', '#/complete?token=t')).toBeNull();
    expect(productPageAddress('/kyoto/', '?lang=en', '')).toBeNull();
    expect(productPageAddress('/kyoto/', '', '')).toBeNull();
  });
});
