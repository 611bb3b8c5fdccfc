import { useEffect, useState } from 'react';
import { handleError, type Where } from './handleError.ts';
import { pageAnswer } from './pageAnswers.ts';
import { takePrefetched } from './prefetch.ts';

export interface QueryState<T> {
  data: T | undefined;
  loading: boolean;
  failed: boolean;
}

/**
 * Runs `load` whenever `key` changes (null: nothing to load yet; a request `prefetch` already started for
 * `key` is taken instead; the answer the page came with, `pageAnswer`, is used without asking), drops
 * answers of superseded requests, and hands failures to the error catalogue for `where` the visitor is.
 */
export function useApiQuery<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  where: Where,
): QueryState<T> {
  const [state, setState] = useState<QueryState<T> & { key: string | null }>({
    key: null,
    data: undefined,
    loading: false,
    failed: false,
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads, so the effect reruns on `key` alone.
  useEffect(() => {
    if (key === null || pageAnswer(key) !== undefined) return;
    const controller = new AbortController();
    setState({ key, data: undefined, loading: true, failed: false });
    (takePrefetched<T>(key) ?? load(controller.signal)).then(
      (data) => {
        if (!controller.signal.aborted) setState({ key, data, loading: false, failed: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, data: undefined, loading: false, failed: true });
        handleError(error, where);
      },
    );
    return () => controller.abort();
  }, [key]);
  const given = key === null ? undefined : pageAnswer<T>(key);
  if (given !== undefined) return { data: given, loading: false, failed: false };
  return state.key === key ? state : { data: undefined, loading: key !== null, failed: false };
}
