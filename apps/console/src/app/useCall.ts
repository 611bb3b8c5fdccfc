import { useEffect, useState } from 'react';
import { needsSignIn } from '../api/consoleApi.ts';
import { useConsole } from './session.tsx';

/** Where a screen's call stands: its answer, or why it failed, and whether it is out. */
export interface CallState<T> {
  value: T | null;
  failure: unknown;
  loading: boolean;
}

/**
 * One call's answer for a screen, asked again when `key` changes; a call that finds the session gone
 * sends the console back to signing in.
 */
export function useCall<T>(load: (signal: AbortSignal) => Promise<T>, key: string) {
  const [round, setRound] = useState(0);
  const { signedOut } = useConsole();
  const [state, setState] = useState<CallState<T>>({
    value: null,
    failure: null,
    loading: true,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the call is asked again when its key changes, not when the closure does.
  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true }));
    load(controller.signal).then(
      (value) => setState({ value, failure: null, loading: false }),
      (failure) => {
        if (controller.signal.aborted) return;
        if (needsSignIn(failure)) signedOut();
        setState({ value: null, failure, loading: false });
      },
    );
    return () => controller.abort();
  }, [key, round]);
  /** Asks again now (the thing changed under the page). */
  const reload = () => setRound((previous) => previous + 1);
  return { ...state, reload };
}
