import { Button, ConfirmDialog } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/session.tsx';
import { ActionOutcome, useStaffAction } from '../app/useStaffAction.tsx';

export interface CheckInActionProps {
  orderId: number;
  /** The ticket; only a valid one (`available`) can be checked in. */
  ticket: { id: number; num: string; status: string };
  version: string;
  reload: () => void;
}

/**
 * Checking one ticket in by hand, by the gate's rule, after asking. It stays in the ticket's row once the
 * ticket is used, saying what happened, with no button.
 */
export function CheckInAction({ orderId, ticket, version, reload }: CheckInActionProps) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const [asking, setAsking] = useState(false);
  const action = useStaffAction(reload);
  const checkIn = () => {
    setAsking(false);
    void action.run(
      (requestId) =>
        api.checkInConsoleTicket({
          params: { order_id: orderId, ticket_id: ticket.id },
          body: { version, request_id: requestId },
        }),
      (answer) =>
        answer.status === 'success'
          ? { ok: true, text: t('checkIn.done', { num: ticket.num }) }
          : { ok: false, text: t(`checkIn.refused.${answer.status}`, { num: ticket.num }) },
    );
  };
  return (
    <>
      {ticket.status === 'available' ? (
        <Button
          variant="secondary"
          size="small"
          aria-label={t('checkIn.buttonFor', { num: ticket.num })}
          isDisabled={action.busy}
          onPress={() => setAsking(true)}
        >
          {t('checkIn.button')}
        </Button>
      ) : null}
      <ActionOutcome outcome={action.outcome} />
      <ConfirmDialog
        open={asking}
        title={t('checkIn.confirmTitle', { num: ticket.num })}
        message={t('checkIn.confirmMessage', { num: ticket.num })}
        confirmLabel={t('checkIn.confirm')}
        cancelLabel={t('dialog.back')}
        onConfirm={checkIn}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
