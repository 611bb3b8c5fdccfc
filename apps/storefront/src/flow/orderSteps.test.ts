import { describe, expect, it } from 'vitest';
import { orderLayout } from './orderSteps.ts';

describe('order screen layout from the tenant config', () => {
  it('keeps a product step where the tenant puts it', () => {
    expect(orderLayout(['product', 'date', 'timeSlot', 'counts'], false)).toEqual({
      steps: ['product', 'date', 'timeSlot', 'counts'],
      productFirst: true,
    });
    expect(orderLayout(['date', 'product', 'timeSlot', 'counts'], true)).toEqual({
      steps: ['date', 'product', 'timeSlot', 'counts'],
      productFirst: false,
    });
  });

  it('sells the given product on a site without a product step', () => {
    expect(orderLayout(['date', 'timeSlot', 'counts'], true)).toEqual({
      steps: ['date', 'timeSlot', 'counts'],
      productFirst: true,
    });
  });

  it('offers the products on sale on the chosen date when none is given', () => {
    expect(orderLayout(['date', 'timeSlot', 'counts', 'setProducts'], false)).toEqual({
      steps: ['date', 'product', 'timeSlot', 'counts', 'setProducts'],
      productFirst: false,
    });
  });
});
