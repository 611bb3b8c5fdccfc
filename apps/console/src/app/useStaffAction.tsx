import { isApiError } from '@venue/ticket-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import * as styles from './console.css.ts';

/**
 * How an action on an order's page is sent: under one request id until it is done, so a double click or a
 * retry after a lost answer does it once; when done, or refused because the page is out of date (409, told
 * what changed), the page reloads and the next action gets a new id. `outcome` says what happened.
 */
export function useOrderAction(reload: () => void) {
  const { t } = useTranslation();
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  async function run<T>(
    act: (requestId: string) => Promise<T>,
    told: (answer: T) => { ok: boolean; text: string },
  ) {
    setBusy(true);
    try {
      setOutcome(told(await act(requestId)));
      setRequestId(crypto.randomUUID());
      reload();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409 && Array.isArray(failure.fields.changed)) {
        const parts = (failure.fields.changed as string[]).map((part) => t(`order.part.${part}`)).join(', ');
        setOutcome({ ok: false, text: t('order.changed', { parts: parts || '—' }) });
        setRequestId(crypto.randomUUID());
        reload();
        return;
      }
      setOutcome({ ok: false, text: t(errorKeyOf(failure)) });
    } finally {
      setBusy(false);
    }
  }
  return { run, outcome, busy };
}

/** What the last action of a control did, announced politely. */
export function ActionOutcome({ outcome }: { outcome: { ok: boolean; text: string } | null }) {
  return outcome ? (
    <p className={outcome.ok ? styles.muted : styles.error} role="status">
      {outcome.text}
    </p>
  ) : null;
}
