import { type DialogMessage, MessageDialog } from '../private/MessageDialog.tsx';

export interface ErrorDialogProps extends DialogMessage {
  okLabel: string;
  /** Called once when the visitor presses OK or dismisses the dialog. */
  onClose: () => void;
}

/** Spec section 8: an error shown in a titled dialog with an OK button. */
export function ErrorDialog({ okLabel, onClose, ...message }: ErrorDialogProps) {
  return (
    <MessageDialog
      {...message}
      role="alertdialog"
      actionLabel={okLabel}
      onAction={onClose}
      onClose={onClose}
    />
  );
}
