import { describe, expect, it } from 'vitest';
import { tenants } from './index.ts';

describe('tenant registry', () => {
  it('is a record of tenant configs', () => {
    expect(typeof tenants).toBe('object');
  });
});
