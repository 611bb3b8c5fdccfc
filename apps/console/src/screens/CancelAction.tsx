import type { Answer } from '@venue/ticket-core';
import { Button, ConfirmDialog, TextField } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../app/console.css.ts';
import { formatYen } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { ActionOutcome, useStaffAction } from '../app/useStaffAction.tsx';

type Order = Answer<'getConsoleOrder'>;

/** What is left to refund of the order's own payment, and how it was paid; null when nothing was paid. */
function refundable(order: Order) {
  const payment = order.payments.find((entry) => entry.purpose === 'order' && entry.status === 'succeeded');
  if (!payment || payment.amount === 0) return null;
  const given = payment.refunds
    .filter((refund) => refund.status !== 'failed')
    .reduce((total, refund) => total + refund.amount, 0);
  return { left: payment.amount - given, method: payment.method_id };
}

/**
 * Cancelling some or all of an order's valid tickets with a refund through its payment, for a reason:
 * the dialog says which tickets, what is refunded and that the visitor is mailed, before anything is done.
 * Shown while the paid order has a valid ticket.
 */
export function CancelAction({ order, reload }: { order: Order; reload: () => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const valid = order.tickets.filter((ticket) => ticket.status === 'available');
  const [chosen, setChosen] = useState<number[]>([]);
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const action = useStaffAction(reload);
  const picked = valid.filter((ticket) => chosen.includes(ticket.id));
  const money = refundable(order);
  const whole =
    picked.length > 0 &&
    order.tickets.every((ticket) => chosen.includes(ticket.id) || ticket.status === 'invalid');
  const refundText = !money
    ? t('cancel.noRefund')
    : whole
      ? t('cancel.refundAll', { amount: formatYen(money.left), method: money.method })
      : t('cancel.refundEach', { amount: formatYen(money.left), method: money.method });
  const cancel = () => {
    setAsking(false);
    void action.run(
      (requestId) =>
        api.cancelConsoleTickets({
          params: { order_id: order.order_id },
          body: { version: order.version, request_id: requestId, ticket_ids: chosen, reason: reason.trim() },
        }),
      (answer) => {
        setChosen([]);
        setReason('');
        return {
          ok: true,
          text: t('cancel.done', {
            tickets: answer.cancelled.map((ticket) => ticket.num).join(', '),
            amount: formatYen(answer.refunded),
          }),
        };
      },
    );
  };
  if (order.status !== 'completed' || valid.length === 0)
    // Nothing left to cancel: what the last cancel did stays said.
    return <ActionOutcome outcome={action.outcome} />;
  return (
    <div className={styles.actionBox}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.subheading}>{t('cancel.title')}</legend>
        {valid.map((ticket) => (
          <label key={ticket.id} className={styles.check}>
            <input
              type="checkbox"
              checked={chosen.includes(ticket.id)}
              onChange={(event) =>
                setChosen(
                  event.target.checked ? [...chosen, ticket.id] : chosen.filter((id) => id !== ticket.id),
                )
              }
            />
            {ticket.num} {ticket.name}
          </label>
        ))}
        <TextField
          label={t('cancel.reason')}
          name="reason"
          value={reason}
          maxLength={200}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button
          variant="critical"
          isDisabled={picked.length === 0 || reason.trim() === '' || action.busy}
          onPress={() => setAsking(true)}
        >
          {t('cancel.button')}
        </Button>
      </fieldset>
      <ActionOutcome outcome={action.outcome} />
      <ConfirmDialog
        open={asking}
        tone="critical"
        title={t('cancel.confirmTitle', { count: picked.length })}
        message={t('cancel.confirmMessage', {
          tickets: picked.map((ticket) => `${ticket.num} ${ticket.name}`).join(', '),
          refund: refundText,
          email: order.email ?? '—',
          reason: reason.trim(),
        })}
        confirmLabel={t('cancel.confirm')}
        cancelLabel={t('dialog.back')}
        onConfirm={cancel}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
