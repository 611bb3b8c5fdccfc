import { isApiError } from '@venue/ticket-core';
import { Button, ConfirmDialog } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import * as styles from '../app/console.css.ts';
import { useConsole } from '../app/session.tsx';

export interface ResendActionProps {
  orderId: number;
  email: string;
  /** The order's `version` as this page shows it. */
  version: string;
  /** Load the order again (after it changed under the page). */
  reload: () => void;
}

/**
 * Resending an order's confirmation: asks first, then sends under one request id, so a double click or
 * a retry after a lost answer sends one mail; a page that is out of date is told what changed and reloads.
 */
export function ResendAction({ orderId, email, version, reload }: ResendActionProps) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const [asking, setAsking] = useState(false);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    setAsking(false);
    try {
      const answer = await api.resendConsoleOrderMail({
        params: { order_id: orderId },
        body: { version, request_id: requestId },
      });
      setOutcome({ ok: true, text: t('order.resent', { email: answer.sent_to }) });
      setRequestId(crypto.randomUUID());
      // The history now shows it, and the order's version is the one the next action needs.
      reload();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 409) {
        const changed = Array.isArray(failure.fields.changed) ? (failure.fields.changed as string[]) : [];
        const parts = changed.map((part) => t(`order.part.${part}`)).join(', ');
        setOutcome({ ok: false, text: t('order.changed', { parts: parts || '—' }) });
        setRequestId(crypto.randomUUID());
        reload();
        return;
      }
      setOutcome({ ok: false, text: t(errorKeyOf(failure)) });
    }
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {t('order.resend')}
      </Button>
      {outcome ? (
        <p className={outcome.ok ? styles.muted : styles.error} role="status">
          {outcome.text}
        </p>
      ) : null}
      <ConfirmDialog
        open={asking}
        title={t('order.resendTitle')}
        message={t('order.resendMessage', { email })}
        confirmLabel={t('dialog.confirm')}
        cancelLabel={t('dialog.cancel')}
        onConfirm={send}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
