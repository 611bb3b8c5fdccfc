/** Signage shows fresh stock: it reloads every 60 seconds. */
export const signageRefreshMs = 60_000;

/**
 * Runs `refresh` now and every `intervalMs`. Each run gets a signal that aborts when the next run starts
 * or when the returned stop function is called (on unmount), so no stale answer lands after either.
 */
export function startRefresh(
  refresh: (signal: AbortSignal) => void,
  intervalMs: number = signageRefreshMs,
): () => void {
  let controller = new AbortController();
  const run = () => {
    controller.abort();
    controller = new AbortController();
    refresh(controller.signal);
  };
  run();
  const timer = setInterval(run, intervalMs);
  return () => {
    clearInterval(timer);
    controller.abort();
  };
}
