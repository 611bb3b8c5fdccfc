import { describe, expect, it } from 'vitest';
import { changePaymentTitleKey } from './changePaymentTitle.ts';

describe('the title of the change’s payment page', () => {
  it('names the difference when the site charges no fee', () => {
    expect(changePaymentTitleKey(500, 0, 2)).toBe('changeDate.payment.title');
  });

  it('names the fee when the new date costs the same and only the fee is due', () => {
    expect(changePaymentTitleKey(600, 300, 2)).toBe('changeDate.payment.feeTitle');
  });

  it('names both when a difference is due beside the fee', () => {
    expect(changePaymentTitleKey(700, 300, 2)).toBe('changeDate.payment.differenceAndFeeTitle');
  });

  it('names the fee when less than the fee is due (the fee was lowered after the change was held)', () => {
    expect(changePaymentTitleKey(200, 300, 1)).toBe('changeDate.payment.feeTitle');
  });
});
