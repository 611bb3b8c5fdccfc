/** Calls in flight: all of them, and the GETs among them (spec 7 counts GETs separately). */
export interface PendingCounts {
  all: number;
  gets: number;
}

export interface PendingCounter {
  counts(): PendingCounts;
  start(isGet: boolean): void;
  end(isGet: boolean): void;
}

export function createPendingCounter(onChange?: (counts: PendingCounts) => void): PendingCounter {
  let all = 0;
  let gets = 0;
  const counts = () => ({ all, gets });
  const change = (step: 1 | -1, isGet: boolean) => {
    all += step;
    if (isGet) gets += step;
    onChange?.(counts());
  };
  return { counts, start: (isGet) => change(1, isGet), end: (isGet) => change(-1, isGet) };
}
