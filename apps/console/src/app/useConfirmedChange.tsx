import { isApiError } from '@venue/ticket-core';
import { ConfirmDialog } from '@venue/ticket-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf, needsSignIn } from '../api/consoleApi.ts';
import * as styles from './console.css.ts';
import { useConsole } from './session.tsx';

/** A change a screen asks about before it makes it. */
export interface PendingChange {
  title: string;
  message: string;
  /** Makes the change; its failure is shown in words, with the numbers the answer names. */
  run: () => Promise<unknown>;
  /** What the page says once it is made. */
  done: string;
}

/**
 * Asking first, for the console's changes (stock, coupons): `ask` opens a dialog naming the change; once
 * confirmed the change is made, its outcome is told in a status line, and `after` loads the screen again.
 * A change sets a state, so confirming it twice does no more than once.
 */
export function useConfirmedChange(after: () => void): {
  ask: (change: PendingChange) => void;
  element: ReactNode;
} {
  const { t } = useTranslation();
  const { signedOut } = useConsole();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const confirm = async () => {
    const change = pending;
    setPending(null);
    if (!change) return;
    try {
      await change.run();
      setOutcome({ ok: true, text: change.done });
    } catch (failure) {
      if (needsSignIn(failure)) signedOut();
      setOutcome({ ok: false, text: t(errorKeyOf(failure), isApiError(failure) ? failure.fields : {}) });
    }
    after();
  };
  const element = (
    <>
      <p className={outcome && !outcome.ok ? styles.error : styles.muted} role="status">
        {outcome?.text ?? ''}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={t('change.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
  return { ask: setPending, element };
}
