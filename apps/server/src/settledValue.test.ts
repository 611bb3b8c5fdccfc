import { describe, expect, it } from 'vitest';
import { DomainError } from './domainError.ts';
import { settledValue } from './settledValue.ts';

describe('settledValue', () => {
  it('gives a fulfilled promise its value', async () => {
    const [result] = await Promise.allSettled([Promise.resolve({ id: 7 })]);
    expect(settledValue(result)).toEqual({ id: 7 });
  });

  it('throws the very reason a rejected promise gave', async () => {
    const reason = new DomainError('outOfStock');
    const [result] = await Promise.allSettled([Promise.reject(reason)]);
    let thrown: unknown;
    try {
      settledValue(result);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBe(reason);
  });
});
