import { Button, ConfirmDialog } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/session.tsx';
import { ActionOutcome, useStaffAction } from '../app/useStaffAction.tsx';

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
  const action = useStaffAction(reload);
  const send = () => {
    setAsking(false);
    void action.run(
      (requestId) =>
        api.resendConsoleOrderMail({
          params: { order_id: orderId },
          body: { version, request_id: requestId },
        }),
      (answer) => ({ ok: true, text: t('order.resent', { email: answer.sent_to }) }),
    );
  };
  return (
    <>
      <Button variant="secondary" onPress={() => setAsking(true)}>
        {t('order.resend')}
      </Button>
      <ActionOutcome outcome={action.outcome} />
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
