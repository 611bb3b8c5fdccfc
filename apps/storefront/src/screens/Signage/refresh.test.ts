import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signageRefreshMs, startRefresh } from './refresh.ts';

describe('startRefresh', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('loads at once, then every 60 seconds', () => {
    const refresh = vi.fn();
    const stop = startRefresh(refresh);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(signageRefreshMs - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(signageRefreshMs * 3);
    expect(refresh).toHaveBeenCalledTimes(5);
    stop();
  });

  it('aborts the previous run when the next one starts', () => {
    const signals: AbortSignal[] = [];
    const stop = startRefresh((signal) => signals.push(signal));
    vi.advanceTimersByTime(signageRefreshMs);
    expect(signals.map((signal) => signal.aborted)).toEqual([true, false]);
    stop();
  });

  it('stops and aborts the run in flight when stopped', () => {
    const signals: AbortSignal[] = [];
    const stop = startRefresh((signal) => signals.push(signal));
    stop();
    expect(signals[0]?.aborted).toBe(true);
    vi.advanceTimersByTime(signageRefreshMs * 5);
    expect(signals).toHaveLength(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
