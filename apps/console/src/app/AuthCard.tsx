import { Button } from '@venue/ticket-ui';
import type { FormEvent, ReactNode } from 'react';
import * as styles from './console.css.ts';

export interface AuthCardProps {
  /** The heading's id, which names the form. */
  titleId: string;
  title: string;
  venueTitle: string;
  /** What went wrong, as an alert above the form's fields; nothing while null. */
  failure: string | null;
  /** A paragraph above the fields. */
  intro?: string;
  /** The fields, between the intro and the submit button. */
  children: ReactNode;
  submit: string;
  /** A call is on its way: the submit button waits. */
  busy: boolean;
  onSubmit: (event: FormEvent) => void;
  /**
   * False when the form has nothing to ask (its link came without a token, or it was sent): the intro,
   * fields and submit button are left out, and `note` shows in their place.
   */
  asking?: boolean;
  note?: ReactNode;
  /** The plain button under the form, away from it (back to signing in, or to a forgotten password). */
  away: { label: string; onPress: () => void };
}

/**
 * The card of a page before signing in to a venue's console (signing in, a forgotten password, setting
 * one): its title and the venue's, a failure, then the form, and a way to the other pages.
 */
export function AuthCard({
  titleId,
  title,
  venueTitle,
  failure,
  intro,
  children,
  submit,
  busy,
  onSubmit,
  asking = true,
  note = null,
  away,
}: AuthCardProps) {
  return (
    <main className={styles.main}>
      <form className={`${styles.card} ${styles.signIn}`} onSubmit={onSubmit} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.heading}>
          {title}
        </h1>
        <p className={styles.muted}>{venueTitle}</p>
        {failure ? (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        ) : null}
        {asking ? (
          <>
            {intro === undefined ? null : <p>{intro}</p>}
            {children}
            <Button type="submit" isDisabled={busy} fullWidth>
              {submit}
            </Button>
          </>
        ) : (
          note
        )}
        <Button variant="ghost" onPress={away.onPress}>
          {away.label}
        </Button>
      </form>
    </main>
  );
}
