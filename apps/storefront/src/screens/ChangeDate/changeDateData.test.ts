import { describe, expect, it } from 'vitest';
import { findRoute } from '../../app/findRoute.ts';
import { changePaymentPath, changeVariantTarget } from './changeDateData.ts';

describe('the payment page’s change variant (spec section 2: ref=c)', () => {
  it('the date change’s payment page carries ref=c, on the change payment route', () => {
    const path = changePaymentPath('r-1', 't-1');
    expect(path).toBe('/tickets/changedate/payment/r-1/timechange/t-1?ref=c');
    expect(findRoute(path.split('?')[0] ?? '')?.path).toBe(
      '/tickets/changedate/payment/:token/timechange/:timechangeToken',
    );
  });

  it('/payment?ref=c opens the payment of the date change being made', () => {
    expect(changeVariantTarget('c', { reservationToken: 'r-1', timechangeToken: 't-1' })).toBe(
      '/tickets/changedate/payment/r-1/timechange/t-1?ref=c',
    );
  });

  it('with no change being made, it goes to the ticket inquiry instead of an order’s payment', () => {
    expect(changeVariantTarget('c', null)).toBe('/reservation-inquiry');
  });

  it('without ref=c the payment page is the order’s', () => {
    expect(changeVariantTarget(null, { reservationToken: 'r-1', timechangeToken: 't-1' })).toBeNull();
    expect(changeVariantTarget('x', { reservationToken: 'r-1', timechangeToken: 't-1' })).toBeNull();
  });
});
