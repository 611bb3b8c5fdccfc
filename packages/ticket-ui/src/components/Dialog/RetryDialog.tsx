import { Button } from '../Button/Button.tsx';
import { DialogFrame } from '../private/DialogFrame.tsx';

export interface RetryDialogProps {
  open: boolean;
  title: string;
  message: string;
  retryLabel: string;
  cancelLabel: string;
  /** The visitor wants to try again (e.g. back to the order page after a failed payment). */
  onRetry: () => void;
  /** Called once on cancel or dismissal. */
  onClose: () => void;
}

/** A failed step that can be tried again: payment errors with status 400, retryable 3-D Secure failures. */
export function RetryDialog({
  open,
  title,
  message,
  retryLabel,
  cancelLabel,
  onRetry,
  onClose,
}: RetryDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {cancelLabel}
          </Button>
          <Button onPress={onRetry}>{retryLabel}</Button>
        </>
      }
    />
  );
}
