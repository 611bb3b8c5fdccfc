import { useEffect, useRef, useState } from 'react';

/**
 * Loads with `load` now and every `everyMs` while the page is visible (and at once when it shows
 * again), dropping an answer that a newer load overtook. Answers the last value and the last failure.
 */
export function usePolling<T>(load: (signal: AbortSignal) => Promise<T>, everyMs: number, key: string) {
  const [value, setValue] = useState<T | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: polling starts anew when its key changes (another date or language), not when the closure does.
  useEffect(() => {
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const tick = async () => {
      clearTimeout(timer);
      controller?.abort();
      const own = new AbortController();
      controller = own;
      try {
        const answer = await loadRef.current(own.signal);
        if (!stopped && !own.signal.aborted) {
          setValue(answer);
          setFailure(null);
        }
      } catch (error) {
        if (!stopped && !own.signal.aborted) setFailure(error);
      }
      if (!stopped && document.visibilityState === 'visible') timer = setTimeout(tick, everyMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
      else clearTimeout(timer);
    };
    setValue(null);
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      clearTimeout(timer);
      controller?.abort();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [everyMs, key]);
  return { value, failure };
}
