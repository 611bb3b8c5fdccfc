import { type DialogMessage, MessageDialog } from '../private/MessageDialog.tsx';

/** A plain confirmation, or a critical one whose confirm button warns of a destructive action. */
export const confirmDialogTones = ['plain', 'critical'] as const;

export interface ConfirmDialogProps extends DialogMessage {
  confirmLabel: string;
  cancelLabel: string;
  /** `critical` for destructive actions such as cancelling an order. */
  tone?: (typeof confirmDialogTones)[number];
  onConfirm: () => void;
  /** Called once on cancel or dismissal. */
  onClose: () => void;
}

/** Asks the visitor to confirm an action. */
export function ConfirmDialog({ confirmLabel, tone = 'plain', onConfirm, ...rest }: ConfirmDialogProps) {
  return (
    <MessageDialog
      {...rest}
      role="dialog"
      actionLabel={confirmLabel}
      actionVariant={tone === 'critical' ? 'critical' : 'primary'}
      onAction={onConfirm}
    />
  );
}
