import { LinkButton } from '../LinkButton/index.ts';
import * as styles from './NotFound.css.ts';

export interface NotFoundProps {
  title: string;
  message: string;
  homeLabel: string;
  homeHref: string;
}

/** Spec section 2: the screen for unknown paths. */
export function NotFound({ title, message, homeLabel, homeHref }: NotFoundProps) {
  return (
    <main className={styles.page}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <LinkButton variant="primary" href={homeHref}>
        {homeLabel}
      </LinkButton>
    </main>
  );
}
