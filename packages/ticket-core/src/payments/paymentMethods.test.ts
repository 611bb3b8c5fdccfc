import { describe, expect, it } from 'vitest';
import { paymentFlowType, paymentFlowTypes, paymentMethodIds } from './paymentMethods.ts';

describe('payment methods (spec 9)', () => {
  it('lists the 19 method identifiers of the spec', () => {
    expect(paymentMethodIds).toHaveLength(19);
  });

  it('maps every method to a flow type, and every flow type is used', () => {
    const used = new Set(paymentMethodIds.map(paymentFlowType));
    expect([...used].sort()).toEqual([...paymentFlowTypes].sort());
    expect(paymentFlowType('gmo_3ds')).toBe('card3ds');
    expect(paymentFlowType('gmo_paypay')).toBe('wallet');
    expect(paymentFlowType('d_pay')).toBe('carrier');
    expect(paymentFlowType('free')).toBe('free');
  });
});
