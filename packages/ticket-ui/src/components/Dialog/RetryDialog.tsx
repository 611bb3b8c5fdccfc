import { type DialogMessage, MessageDialog } from '../private/MessageDialog.tsx';

export interface RetryDialogProps extends DialogMessage {
  retryLabel: string;
  cancelLabel: string;
  /** The visitor wants to try again (e.g. back to the order page after a failed payment). */
  onRetry: () => void;
  /** Called once on cancel or dismissal. */
  onClose: () => void;
}

/** A failed step that can be tried again: payment errors with status 400, retryable 3-D Secure failures. */
export function RetryDialog({ retryLabel, onRetry, ...rest }: RetryDialogProps) {
  return <MessageDialog {...rest} role="alertdialog" actionLabel={retryLabel} onAction={onRetry} />;
}
