import { Button, type ButtonProps } from '../Button/index.ts';
import { DialogFrame } from './DialogFrame.tsx';

/** What every message dialog shows: a title and a message, already translated. */
export interface DialogMessage {
  open: boolean;
  title: string;
  message: string;
}

interface MessageDialogProps extends DialogMessage {
  role: 'dialog' | 'alertdialog';
  /** The answer the dialog asks for, as the last button. */
  actionLabel: string;
  actionVariant?: ButtonProps['variant'];
  onAction: () => void;
  /** A secondary button before it that closes the dialog; none when the action is the only answer. */
  cancelLabel?: string;
  /** Called once on cancel or dismissal. */
  onClose: () => void;
}

/** The error, retry and confirm dialogs: a message with one action, and optionally a cancel before it. */
export function MessageDialog({
  open,
  title,
  message,
  role,
  actionLabel,
  actionVariant,
  onAction,
  cancelLabel,
  onClose,
}: MessageDialogProps) {
  return (
    <DialogFrame
      role={role}
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      actions={
        <>
          {cancelLabel === undefined ? null : (
            <Button variant="secondary" onPress={onClose}>
              {cancelLabel}
            </Button>
          )}
          <Button variant={actionVariant} onPress={onAction}>
            {actionLabel}
          </Button>
        </>
      }
    />
  );
}
