import { parseGateCode } from '@venue/ticket-core';
import { Button } from '@venue/ticket-ui';
import type { TFunction } from 'i18next';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../app/console.css.ts';
import { formatDateTime, formatTime } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { CameraScanner } from './CameraScanner.tsx';
import * as gateStyles from './gate.css.ts';
import { slotCounts } from './gateDecision.ts';
import type { GateConflict } from './gateStore.ts';
import { type GateOutcome, useGate } from './useGate.ts';

const tone = (verdict: GateOutcome['verdict']) =>
  verdict === 'admit' ? 'admit' : verdict === 'already_used' || verdict === 'cancelled' ? 'refuse' : 'check';

/** The verdict felt as well as seen, where the phone vibrates and lets the page: one pulse to admit, else two. */
const vibration = { admit: [120], refuse: [120, 80, 120], check: [120, 80, 120] } as const;
function vibrate(outcome: GateOutcome) {
  if ('vibrate' in navigator) navigator.vibrate([...vibration[tone(outcome.verdict)]]);
}

export interface GateScreenProps {
  /** The gate's clock (ms since the epoch), which decides, verifies the list and stamps scans; the device's by default. */
  now?: () => number;
}

/**
 * The scanning gate: today's list downloaded on opening and kept on the device, each code decided here by
 * the admission rule (online or not), the verdict large in colour and words, the scans sent when there is
 * a network, per slot the tickets admitted of those expected, and the tickets let in here and at another
 * gate too, in words, until marked seen. A hardware scanner types the QR code's URL into the field and
 * presses Enter; or the phone's camera reads it (CameraScanner.tsx).
 */
export function GateScreen({ now }: GateScreenProps) {
  const { t, i18n } = useTranslation();
  const { api, venueId } = useConsole();
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const { state, isOnline, listFailed, download, scan, conflictsSeen } = useGate(api, venueId, lang, now);
  const [text, setText] = useState('');
  const [outcome, setOutcome] = useState<GateOutcome | null>(null);

  /** Decides a QR code's text, as scanned into the field or read by the camera. */
  const decide = useCallback(
    async (scanned: string): Promise<GateOutcome> => {
      const code = parseGateCode(scanned);
      const decided: GateOutcome = code ? await scan(code) : { verdict: 'notACode' };
      setOutcome(decided);
      return decided;
    },
    [scan],
  );
  const check = async (event: FormEvent) => {
    event.preventDefault();
    setText('');
    await decide(text);
  };
  const fromCamera = useCallback(async (scanned: string) => vibrate(await decide(scanned)), [decide]);

  const list = state?.list ?? null;
  const pending = state?.scans.filter((entry) => !entry.result).length ?? 0;
  const conflicts = state?.conflicts.filter((conflict) => !conflict.seen) ?? [];
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('gate.title')}</h1>
      <p className={styles.muted} data-gate-network={isOnline ? 'online' : 'offline'}>
        {isOnline ? t('gate.online') : t('gate.offline')}
        {state ? ` · ${t('gate.device', { device: state.deviceId })}` : null}
        {` · ${t('gate.pending', { count: pending })}`}
      </p>
      <p className={styles.muted} aria-live="polite" data-gate-list={list ? 'ready' : 'none'}>
        {list && state?.downloadedAt
          ? t('gate.list', {
              date: list.date,
              count: list.tickets.length,
              time: formatTime(state.downloadedAt),
            })
          : t('gate.noList')}
      </p>
      {listFailed ? (
        <p className={styles.error} role="alert">
          {t('gate.listFailed')}
        </p>
      ) : null}
      <form className={styles.toolbar} onSubmit={check}>
        <label className={styles.field}>
          {t('gate.code')}
          <input
            className={`${styles.input} ${gateStyles.codeInput}`}
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('gate.codeHint')}
            autoComplete="off"
            // biome-ignore lint/a11y/noAutofocus: the gate's one field, where a hardware scanner types.
            autoFocus
          />
        </label>
        <Button type="submit">{t('gate.check')}</Button>
        {isOnline ? (
          <Button variant="secondary" onPress={() => void download()}>
            {t('gate.download')}
          </Button>
        ) : null}
      </form>
      {outcome ? <Verdict outcome={outcome} /> : null}
      <CameraScanner onCode={fromCamera} />
      {list ? (
        <section className={styles.card}>
          <h2 className={styles.subheading}>{t('gate.slots')}</h2>
          <dl className={gateStyles.slots}>
            {slotCounts(list, state?.scans ?? [], state?.serverCounts ?? null).map(
              ({ slot, admitted, expected }) => (
                <div key={slot.time_span_id} className={styles.factRow}>
                  <dt>
                    {slot.start_time}–{slot.end_time} {slot.product_name}
                  </dt>
                  <dd data-slot-count={slot.time_span_id}>{t('gate.slotCount', { admitted, expected })}</dd>
                </div>
              ),
            )}
          </dl>
        </section>
      ) : null}
      {conflicts.length > 0 ? (
        <section className={styles.card} role="alert" aria-labelledby="gate-conflicts">
          <h2 id="gate-conflicts" className={styles.subheading}>
            {t('gate.conflicts')}
          </h2>
          <ul>
            {conflicts.map((conflict) => (
              <li key={conflict.key} data-conflict-ticket={conflict.ticket_id}>
                {conflictText(t, conflict)}
              </li>
            ))}
          </ul>
          <Button variant="secondary" onPress={() => void conflictsSeen()}>
            {t('gate.conflictsSeen')}
          </Button>
        </section>
      ) : null}
    </main>
  );
}

/** A conflict in words: which ticket, which other gate (or a check-in online), when, and who was first. */
function conflictText(t: TFunction, conflict: GateConflict) {
  const values = {
    num: conflict.ticket_id,
    time: formatDateTime(conflict.other_at),
    gate: conflict.other_gate ?? '',
  };
  if (conflict.other_gate === null) return t('gate.conflictCheckIn', values);
  return conflict.first === 'this_gate' ? t('gate.conflictLater', values) : t('gate.conflict', values);
}

function Verdict({ outcome }: { outcome: GateOutcome }) {
  const { t } = useTranslation();
  const word =
    outcome.verdict === 'unknownOffline'
      ? t('gate.verdict.unknownOffline')
      : t(`gate.verdict.${outcome.verdict}` as 'gate.verdict.admit');
  const detail =
    outcome.verdict === 'already_used' && outcome.usedAt
      ? outcome.gate
        ? t('gate.verdict.usedBy', { time: formatDateTime(outcome.usedAt), gate: outcome.gate })
        : t('gate.verdict.usedWhen', { time: formatDateTime(outcome.usedAt) })
      : outcome.verdict === 'wrong_time' && outcome.window
        ? t('gate.verdict.wrongWhen', {
            from: formatDateTime(new Date(outcome.window.opens).toISOString()),
            to: formatDateTime(new Date(outcome.window.closes).toISOString()),
          })
        : null;
  return (
    <div className={gateStyles.verdict[tone(outcome.verdict)]} role="status" data-verdict={outcome.verdict}>
      <p className={gateStyles.verdictWord}>{word}</p>
      {outcome.ticketId ? (
        <p className={gateStyles.verdictDetail}>{t('gate.ticket', { num: outcome.ticketId })}</p>
      ) : null}
      {detail ? <p className={gateStyles.verdictDetail}>{detail}</p> : null}
    </div>
  );
}
