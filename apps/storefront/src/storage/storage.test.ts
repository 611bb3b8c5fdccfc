import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage, endOrder, resetChangeDate } from './storage.ts';

describe('storage', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('keeps each tenant apart on the shared origin', () => {
    const demo = createStorage('demo');
    const kyoto = createStorage('kyoto');
    demo.set('orderToken', 'abc');
    expect(demo.get('orderToken')).toBe('abc');
    expect(kyoto.get('orderToken')).toBeNull();
  });

  it('survives a reload: values are JSON in sessionStorage', () => {
    createStorage('demo').set('signInData', { email: 'a@example.com' });
    expect(createStorage('demo').get('signInData')).toEqual({ email: 'a@example.com' });
  });

  it('ignores a corrupted entry instead of throwing', () => {
    sessionStorage.setItem('demo:orderToken', '{not json');
    expect(createStorage('demo').get('orderToken')).toBeNull();
  });

  it('spec 4: ending an order clears saved order, sign-in and payment data only', () => {
    const storage = createStorage('demo');
    storage.set('orderToken', 't');
    storage.set('signInData', {});
    storage.set('paymentData', {});
    storage.set('languageCode', 'en');
    endOrder(storage);
    expect([storage.get('orderToken'), storage.get('signInData'), storage.get('paymentData')]).toEqual([
      null,
      null,
      null,
    ]);
    expect(storage.get('languageCode')).toBe('en');
  });

  it('spec 4: change-date data and result are reset separately; a full reset clears the session', () => {
    const storage = createStorage('demo');
    storage.set('changeDateData', { date: '2026-12-01' });
    storage.set('changeDateResult', { ok: true });
    storage.set('orderToken', 't');
    resetChangeDate(storage);
    expect(storage.get('changeDateData')).toBeNull();
    expect(storage.get('orderToken')).toBe('t');
    storage.clearSession();
    expect(storage.get('orderToken')).toBeNull();
  });

  it('keeps the spot order tokens in localStorage, without duplicates', () => {
    const storage = createStorage('demo');
    storage.addSpotOrderToken('one');
    storage.addSpotOrderToken('two');
    storage.addSpotOrderToken('one');
    expect(createStorage('demo').spotOrderTokens()).toEqual(['one', 'two']);
    localStorage.setItem('demo:spotOrderTokens', '{"bad":1}');
    expect(storage.spotOrderTokens()).toEqual([]);
  });
});
