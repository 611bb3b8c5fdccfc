import { act, cleanup, renderHook } from '@testing-library/react';
import { ApiError } from '@venue/ticket-core';
import { afterEach, describe, expect, it } from 'vitest';
import { dialogAtom, store } from '../state/ui.ts';
import { useSubmit } from './useSubmit.ts';

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
});
