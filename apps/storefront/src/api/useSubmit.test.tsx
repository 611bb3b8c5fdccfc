import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError, errorMessages } from '@venue/ticket-core';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogAtom, store } from '../state/ui.ts';
import { besideField, useSubmit } from './useSubmit.ts';

afterEach(() => {
  cleanup();
  store.set(dialogAtom, null);
});

describe('useSubmit', () => {
  it('is submitting while the action runs, and not after', async () => {
    const { result } = renderHook(() => useSubmit({ route: 'order' }));
    let finish = () => {};
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.submitting).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.submitting).toBe(false);
    expect(store.get(dialogAtom)).toBeNull();
  });

  it('hands a failure to the error catalogue, which shows its dialog', async () => {
    const { result } = renderHook(() => useSubmit({ route: 'order' }));
    await act(() =>
      result.current.run(async () => {
        throw new ApiError({
          kind: 'http',
          endpoint: 'createOrder',
          silent: false,
          status: 409,
          message: 'out of stock',
        });
      }),
    );
    expect(result.current.submitting).toBe(false);
    expect(store.get(dialogAtom)).toMatchObject({ kind: 'error' });
  });

  it('leaves a failure the screen shows itself out of the catalogue, and hands it any other', async () => {
    const { result } = renderHook(() => useSubmit({ route: 'order' }));
    const shown: unknown[] = [];
    const refused = new Error('shown beside the field');
    const takeRefused = (error: unknown) => {
      if (error !== refused) return false;
      shown.push(error);
      return true;
    };
    await act(() => result.current.run(() => Promise.reject(refused), { shown: takeRefused }));
    expect(shown).toEqual([refused]);
    expect(store.get(dialogAtom)).toBeNull();
    await act(() => result.current.run(() => Promise.reject(new Error('lost')), { shown: takeRefused }));
    expect(shown).toEqual([refused]);
    expect(store.get(dialogAtom)).toMatchObject({ kind: 'error' });
  });

  it('ignores a second submit while the first runs', async () => {
    const { result } = renderHook(() => useSubmit({ route: 'order' }));
    let calls = 0;
    let finish = () => {};
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run(() => {
        calls += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      });
    });
    await act(() =>
      result.current.run(async () => {
        calls += 1;
      }),
    );
    expect(calls).toBe(1);
    await act(async () => {
      finish();
      await first;
    });
    await act(() =>
      result.current.run(async () => {
        calls += 1;
      }),
    );
    expect(calls).toBe(2);
  });
});

describe('besideField', () => {
  const refusedCoupon = new ApiError({
    kind: 'http',
    endpoint: 'applyCoupon',
    silent: false,
    status: 404,
    message: errorMessages.couponCodeDoesNotExist,
  });

  it('puts a refusal the catalogue shows beside its field there', () => {
    const texts: string[] = [];
    expect(besideField({ route: 'payment' }, (text) => texts.push(text))(refusedCoupon)).toBe(true);
    expect(texts).toHaveLength(1);
    expect(texts[0]).not.toBe('');
  });

  it('puts an address refused on the page the catalogue sends the visitor back to there, and only there', () => {
    const refusedAddress = new ApiError({
      kind: 'http',
      endpoint: 'createTimeChange',
      silent: false,
      status: 400,
      message: errorMessages.invalidEmailAddressInTimeChange,
    });
    const where = { route: 'time-change', reservationToken: 'r1' } as const;
    const texts: string[] = [];
    expect(besideField(where, (text) => texts.push(text), 'reservationEmail')(refusedAddress)).toBe(true);
    expect(texts).toHaveLength(1);
    expect(besideField(where, (text) => texts.push(text), 'changeDate')(refusedAddress)).toBe(false);
    expect(besideField(where, (text) => texts.push(text))(refusedAddress)).toBe(false);
    expect(texts).toHaveLength(1);
  });

  it('leaves a lost connection to the dialog', () => {
    const texts: string[] = [];
    const lost = new ApiError({ kind: 'connection', endpoint: 'applyCoupon', silent: false });
    expect(besideField({ route: 'payment' }, (text) => texts.push(text))(lost)).toBe(false);
    expect(texts).toEqual([]);
  });
});
