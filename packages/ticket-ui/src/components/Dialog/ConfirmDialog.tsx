import { Button } from '../Button/Button.tsx';
import { DialogFrame } from '../private/DialogFrame.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  /** Makes the confirm button the critical variant, for destructive actions such as cancelling an order. */
  critical?: boolean;
  onConfirm: () => void;
  /** Called once on cancel or dismissal. */
  onClose: () => void;
}

/** Asks the visitor to confirm an action. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  critical = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      actions={
        <>
          <Button variant="secondary" onPress={onClose}>
            {cancelLabel}
          </Button>
          <Button variant={critical ? 'critical' : 'primary'} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
