import type { ReactNode } from 'react';
import * as styles from './console.css.ts';

/**
 * A table in a box that scrolls sideways on narrow screens, reachable by keyboard so it can be scrolled
 * (WCAG 2.1.1) and named for what it holds. A group, not a landmark: the section around it is the
 * landmark, under the same name.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this groups a table to scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be focusable to be scrolled by keyboard.
    <div className={styles.tableScroll} role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
