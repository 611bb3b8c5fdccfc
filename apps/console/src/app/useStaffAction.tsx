import { isApiError } from '@venue/ticket-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, needsSignIn } from '../api/consoleApi.ts';
import * as styles from './console.css.ts';
import { useConsole } from './session.tsx';

/** What the last action did, in words: done, or refused and why. */
export type Outcome = { ok: boolean; text: string };

/**
 * How a console action is sent (an order's cancel, a check-in, a stock or coupon change): under one request
 * id until it is done, so a double click or a retry after a lost answer does it once; when done, or refused
 * because the page is out of date (409, told what changed), the page reloads and the next action gets a new
 * id. A refusal is told with the numbers its answer names; a lost session signs out. `outcome` says what
 * happened; `run` answers whether the page was loaded again.
 */
export function useStaffAction(reload: () => void) {
  const { t } = useTranslation();
  const { signedOut } = useConsole();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  async function run<T>(
    act: (requestId: string) => Promise<T>,
    told: (answer: T) => Outcome,
  ): Promise<boolean> {
    setBusy(true);
    try {
      setOutcome(told(await act(requestId)));
      setRequestId(crypto.randomUUID());
      reload();
      return true;
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409 && Array.isArray(failure.fields.changed)) {
        const parts = (failure.fields.changed as string[]).map((part) => t(`order.part.${part}`)).join(', ');
        setOutcome({ ok: false, text: t('order.changed', { parts: parts || '—' }) });
        setRequestId(crypto.randomUUID());
        reload();
        return true;
      }
      if (needsSignIn(failure)) signedOut();
      setOutcome({ ok: false, text: t(errorKeyOf(failure), isApiError(failure) ? failure.fields : {}) });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { run, outcome, busy };
}

/** What the last action of a control did, announced politely. */
export function ActionOutcome({ outcome }: { outcome: Outcome | null }) {
  return outcome ? (
    <p className={outcome.ok ? styles.muted : styles.error} role="status">
      {outcome.text}
    </p>
  ) : null;
}
