import type { ReactNode } from 'react';
import { CloseButton } from '../private/CloseButton.tsx';
import { DialogFrame } from '../private/DialogFrame.tsx';

export interface ModalProps {
  open: boolean;
  title: string;
  /** Accessible name of the × button. */
  closeLabel: string;
  /** Called once, whichever way the modal is dismissed. */
  onClose: () => void;
  children: ReactNode;
  /** Optional buttons at the bottom. */
  actions?: ReactNode;
}

/** The general modal of the spec's shared pieces: a titled panel with free content and a close button. */
export function Modal({ open, title, closeLabel, onClose, children, actions }: ModalProps) {
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      size="medium"
      headerAction={<CloseButton label={closeLabel} onPress={onClose} />}
      actions={actions}
    >
      {children}
    </DialogFrame>
  );
}
