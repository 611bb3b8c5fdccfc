import { act, cleanup, renderHook } from '@testing-library/react';
import { atom, createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { store, useStoreValue } from './ui.ts';

const countAtom = atom(1);
/** The Provider `App` puts around every screen, with the store given. */
const within =
  (given: typeof store) =>
  ({ children }: { children: ReactNode }) => <Provider store={given}>{children}</Provider>;

afterEach(() => {
  cleanup();
  store.set(countAtom, 1);
});

describe('useStoreValue', () => {
  it("reads the app's store, and renders again when the value changes", () => {
    let renders = 0;
    const hook = () => {
      renders += 1;
      return useStoreValue(countAtom);
    };
    const { result } = renderHook(hook, { wrapper: within(store) });
    expect(result.current).toBe(1);
    expect(renders).toBe(1);
    act(() => store.set(countAtom, 2));
    expect(result.current).toBe(2);
    expect(renders).toBe(2);
  });

  it("reads the store of the Provider around it, not the app's", () => {
    const own = createStore();
    own.set(countAtom, 5);
    const { result } = renderHook(() => useStoreValue(countAtom), { wrapper: within(own) });
    expect(result.current).toBe(5);
    act(() => own.set(countAtom, 6));
    expect(result.current).toBe(6);
    act(() => store.set(countAtom, 9));
    expect(result.current).toBe(6);
  });
});
