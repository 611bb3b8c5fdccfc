import { Button } from '../Button/Button.tsx';
import { DialogFrame } from '../private/DialogFrame.tsx';

export interface ErrorDialogProps {
  open: boolean;
  title: string;
  /** The message, e.g. the `error` field of an API answer, already translated. */
  message: string;
  okLabel: string;
  /** Called once when the visitor presses OK or dismisses the dialog. */
  onClose: () => void;
}

/** Spec section 8: an error shown in a titled dialog with an OK button. */
export function ErrorDialog({ open, title, message, okLabel, onClose }: ErrorDialogProps) {
  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      actions={<Button onPress={onClose}>{okLabel}</Button>}
    />
  );
}
