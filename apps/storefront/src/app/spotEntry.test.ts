import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '../tenant.ts';
import { homeHref, spotEntryQuery } from './spotEntry.ts';

describe('the spot entry', () => {
  afterEach(() => storage.clearSession());

  it('leads home to the order page off the spot routes', () => {
    storage.set('spotOrderToken', 'qr-1');
    expect(homeHref('/')).toBe('#/');
    expect(homeHref('/id/abc')).toBe('#/');
  });

  it("leads home on spot routes to the spot entry with the session's QR token", () => {
    expect(homeHref('/spot/payment')).toBe('#/spot');
    expect(spotEntryQuery()).toEqual({});
    storage.set('spotOrderToken', 'qr-1');
    expect(homeHref('/spot/order-fields/abc')).toBe('#/spot?qr_token=qr-1');
    expect(spotEntryQuery()).toEqual({ qr_token: 'qr-1' });
  });
});
