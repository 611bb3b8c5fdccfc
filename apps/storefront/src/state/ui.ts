import { atom, createStore } from 'jotai';

/** The app's one jotai store, so requests and error actions can update UI state outside React. */
export const store = createStore();

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
