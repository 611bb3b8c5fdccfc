import { type ReactNode, useId } from 'react';
import { usePoliteAnnouncement } from './usePoliteAnnouncement.ts';
import * as styles from './WaitingRoom.css.ts';

export type WaitingRoomViewState = (typeof styles.waitingRoomViewStates)[number];

/** The page's words in the visitor's language, already translated. */
export interface WaitingRoomTexts {
  title: string;
  /** What the state means for the visitor: "Sales open at 10:00. Keep this page open." */
  message: string;
  positionLabel: string;
  /** Shown in place of the number before opening, when places are not drawn yet. */
  positionPending: string;
  aheadLabel: string;
  estimateLabel: string;
  opensAtLabel: string;
  /** Says the page updates by itself. */
  liveLabel: string;
  /** What a screen reader hears of a new place: "You are number 12 in line; 11 people ahead of you." */
  announcePlace: (place: { position: number; ahead: number }) => string;
}

export interface WaitingRoomProps {
  state: WaitingRoomViewState;
  /** The visitor's 1-based place in line; null until it is drawn at opening. */
  position: number | null;
  /** Places before this one not yet let in. */
  ahead: number | null;
  /** The estimated wait, already worded ("about 3 minutes"); null when unknown. */
  estimate: string | null;
  /** When the sale opens, already formatted in the venue's time zone; null once it has opened. */
  opensAt: string | null;
  texts: WaitingRoomTexts;
  /** Why the visitor is back here (their pass expired), shown above the place. */
  notice?: string;
  /** The locale numbers are written in (the page's language). */
  locale?: string;
  /** The least time between two announcements of a changed place, in seconds. */
  announceEverySeconds?: number;
  /** Actions below the card (a way on once admitted). */
  children?: ReactNode;
}

/**
 * The waiting page of an on-sale day: the visitor's place in line, how many are ahead, the estimated
 * wait and the opening time, branded by the tenant's theme (the site's header comes from the page's
 * layout). Changes of place are announced politely, at most every `announceEverySeconds`; a change of
 * state at once.
 */
export function WaitingRoom({
  state,
  position,
  ahead,
  estimate,
  opensAt,
  texts,
  notice,
  locale,
  announceEverySeconds = 30,
  children,
}: WaitingRoomProps) {
  const titleId = useId();
  const count = new Intl.NumberFormat(locale);
  const waiting = state === 'waiting';
  const placed = position !== null && ahead !== null;
  const announcement = usePoliteAnnouncement(
    waiting && placed ? texts.announcePlace({ position, ahead }) : texts.message,
    state,
    announceEverySeconds * 1000,
  );
  const facts = [
    { label: texts.opensAtLabel, value: opensAt },
    { label: texts.aheadLabel, value: waiting && ahead !== null ? count.format(ahead) : null },
    { label: texts.estimateLabel, value: waiting ? estimate : null },
  ].filter((fact): fact is { label: string; value: string } => fact.value !== null);

  return (
    <section className={styles.page} aria-labelledby={titleId} data-state={state}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          {texts.title}
        </h1>
        <p className={styles.message}>{texts.message}</p>
      </header>
      {notice ? (
        <p className={styles.notice} role="alert">
          {notice}
        </p>
      ) : null}
      {state === 'admitted' ? null : (
        <div className={styles.card({ state })}>
          <div className={styles.place}>
            <span className={styles.placeLabel}>{texts.positionLabel}</span>
            {position !== null ? (
              <span className={styles.placeValue}>{count.format(position)}</span>
            ) : (
              <span className={styles.placePending}>{texts.positionPending}</span>
            )}
          </div>
          {facts.length > 0 ? (
            <dl className={styles.facts}>
              {facts.map(({ label, value }) => (
                <div key={label} className={styles.fact}>
                  <dt className={styles.factLabel}>{label}</dt>
                  <dd className={styles.factValue}>{value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <p className={styles.live}>{texts.liveLabel}</p>
        </div>
      )}
      {children ? <div className={styles.actions}>{children}</div> : null}
      <p className={styles.announcer} role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
