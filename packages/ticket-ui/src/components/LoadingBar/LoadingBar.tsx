import * as styles from './LoadingBar.css.ts';

export interface LoadingBarProps {
  /** Number of API requests in flight; the bar shows while it is above zero (spec section 2). */
  pendingCount: number;
  /** Translated accessible name, e.g. "Loading". */
  label: string;
}

/** A thin indeterminate bar at the top of the page while requests are pending. */
export function LoadingBar({ pendingCount, label }: LoadingBarProps) {
  if (pendingCount <= 0) return null;
  return (
    <div className={styles.track} role="progressbar" aria-label={label}>
      <div className={styles.bar} />
    </div>
  );
}
