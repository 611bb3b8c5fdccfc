import { pageAnswer } from './pageAnswers.ts';

/**
 * Requests started before the screen that shows their answer has mounted: the first screen's data,
 * asked for with the app's start instead of after its code has loaded and rendered.
 */
const started = new Map<string, Promise<unknown>>();

/**
 * Starts `load` for the query `key` now; the first `useApiQuery` of `key` takes its answer. A key the
 * page came with an answer for (`pageAnswer`) is not asked for.
 */
export function prefetch<T>(key: string, load: (signal: AbortSignal) => Promise<T>): void {
  if (pageAnswer(key) !== undefined) return;
  const request = load(new AbortController().signal);
  // A failure is reported by the query that takes the request, not here.
  request.catch(() => undefined);
  started.set(key, request);
}

/** The request started for `key`, handed over once. */
export function takePrefetched<T>(key: string): Promise<T> | undefined {
  const request = started.get(key) as Promise<T> | undefined;
  started.delete(key);
  return request;
}
