import type { ReactNode } from 'react';
import * as styles from './console.css.ts';

export interface CardSectionProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}

/** A card of a screen under its own heading, named by that heading. */
export function CardSection({ id, title, children }: CardSectionProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
