import { forwardRef, type ReactNode } from 'react';
import * as styles from './StatTile.css.ts';

export interface StatTileProps extends styles.StatTileVariants {
  /** What the figure counts: "Sold", "売上". */
  label: string;
  /** The figure, already formatted for the page's language. */
  value: ReactNode;
  /** A line under the figure: a period, a comparison. */
  hint?: string;
}

/**
 * One figure with its name, for dashboards and reports: a term and its description (`<dl>`), so a screen
 * reader reads "Sold: 120". Props in; nothing fetched.
 */
export const StatTile = forwardRef<HTMLDListElement, StatTileProps>(function StatTile(
  { label, value, hint, tone },
  ref,
) {
  return (
    <dl ref={ref} className={styles.tile({ tone })} data-tone={tone ?? 'neutral'}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{value}</dd>
      {hint ? <dd className={styles.hint}>{hint}</dd> : null}
    </dl>
  );
});
