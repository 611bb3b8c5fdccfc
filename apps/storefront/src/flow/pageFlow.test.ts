import { describe, expect, it } from 'vitest';
import { afterPayment, entryPage, nextPage, previousPage, stepPath } from './pageFlow.ts';

const plain = { pageSequence: ['order', 'sign-in', 'payment', 'confirm', 'complete'] as const };
const member = {
  pageSequence: ['membership-login', 'order', 'sign-in', 'mail-auth', 'payment', 'complete'] as const,
};

describe('page flow from the tenant config', () => {
  it('walks the sequence forwards and backwards', () => {
    expect(nextPage({ pageSequence: [...plain.pageSequence] }, 'sign-in')).toBe('payment');
    expect(previousPage({ pageSequence: [...plain.pageSequence] }, 'sign-in')).toBe('order');
    expect(nextPage({ pageSequence: [...plain.pageSequence] }, 'complete')).toBeNull();
    expect(previousPage({ pageSequence: [...plain.pageSequence] }, 'order')).toBeNull();
  });

  it('skips pages a tenant does not have', () => {
    expect(nextPage({ pageSequence: [...member.pageSequence] }, 'payment')).toBe('complete');
    expect(nextPage({ pageSequence: [...plain.pageSequence] }, 'mail-auth')).toBeNull();
  });

  it('enters at membership login on membership sites', () => {
    expect(entryPage({ pageSequence: [...member.pageSequence] })).toBe('membership-login');
    expect(entryPage({ pageSequence: [...plain.pageSequence] })).toBe('order');
  });

  it('maps pages to the routes of spec section 2', () => {
    expect(stepPath('mail-auth')).toBe('/sended-mail');
    expect(stepPath('order')).toBe('/order');
  });

  it('leads from payment to the pages before paying, else pays', () => {
    expect(afterPayment({ pageSequence: [...plain.pageSequence] })).toBe('confirm');
    expect(afterPayment({ pageSequence: [...member.pageSequence] })).toBe('pay');
    // cancanfactory: the customer details come after the payment method, then the confirmation.
    expect(afterPayment({ pageSequence: ['order', 'payment', 'sign-in', 'confirm', 'complete'] })).toBe(
      'sign-in',
    );
  });
});
