import { type Atom, atom, createStore, useStore } from 'jotai';
import { useCallback, useSyncExternalStore } from 'react';

/** The app's one jotai store, so requests and error actions can update UI state outside React. */
export const store = createStore();

/**
 * An atom's value in the nearest jotai `Provider`'s store (the app's `store`), for the frame around
 * every screen. Jotai's `useAtomValue` schedules a render of every component that uses it as it
 * mounts, whether or not the value changed: right after the page's HTML is hydrated, that re-renders
 * the frame at default priority, which React does not split into slices. Here a value that is the same
 * on the server and in the browser (and on mounting) renders nothing; a change renders at once.
 */
export function useStoreValue<Value>(watched: Atom<Value>): Value {
  const current = useStore();
  const subscribe = useCallback((onChange: () => void) => current.sub(watched, onChange), [current, watched]);
  const read = () => current.get(watched);
  return useSyncExternalStore(subscribe, read, read);
}

/** Pending API requests; the loading bar shows while this is above zero (spec section 2). */
export const pendingRequestsAtom = atom(0);

/** Not named `then`: jotai would take a value with a `then` method for a promise and call it. */
export type DialogState =
  | { kind: 'error'; title: string; message: string; afterClose?: () => void }
  | { kind: 'retry'; title: string; message: string; onRetry: () => void };

/** The one dialog on screen, if any. */
export const dialogAtom = atom<DialogState | null>(null);

/** The top toast (3.5 s visible, 1 s fade; the Toast component times it). */
export const toastAtom = atom<{ id: number; message: string } | null>(null);

export function showToast(message: string) {
  store.set(toastAtom, { id: Date.now(), message });
}
