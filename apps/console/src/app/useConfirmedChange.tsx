import { ConfirmDialog } from '@venue/ticket-ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './console.css.ts';
import { useStaffAction } from './useStaffAction.tsx';

/** A change a screen asks about before it makes it. */
export interface PendingChange {
  title: string;
  message: string;
  /** Makes the change; its failure is shown in words, with the numbers the answer names. */
  run: () => Promise<unknown>;
  /** What the page says once it is made. */
  done: string;
  /** The confirm button's words, where "Change" does not say it (adding, removing). */
  confirmLabel?: string;
}

/**
 * Asking first, for the console's changes (stock, coupons): `ask` opens a dialog naming the change; once
 * confirmed the change is sent as a staff action, its outcome is told in a status line, and `after` loads
 * the screen again, after a refusal too. A change sets a state, so confirming it twice does no more than once.
 */
export function useConfirmedChange(after: () => void): {
  ask: (change: PendingChange) => void;
  element: ReactNode;
} {
  const { t } = useTranslation();
  const action = useStaffAction(after);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const confirm = async () => {
    const change = pending;
    setPending(null);
    if (!change) return;
    if (!(await action.run(change.run, () => ({ ok: true, text: change.done })))) after();
  };
  const { outcome } = action;
  const element = (
    <>
      <p className={outcome && !outcome.ok ? styles.error : styles.muted} role="status">
        {outcome?.text ?? ''}
      </p>
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel={pending?.confirmLabel ?? t('change.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </>
  );
  return { ask: setPending, element };
}
