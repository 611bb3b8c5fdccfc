import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { usePortalThemeClass } from '../ThemeProvider/index.ts';
import { cx } from './cx.ts';
import * as styles from './DialogFrame.css.ts';

export interface DialogFrameProps {
  open: boolean;
  /** Called once, whichever way the dialog is dismissed (Escape, outside press, close button). */
  onClose: () => void;
  title: ReactNode;
  /** Text read out with the title. */
  description?: ReactNode;
  /** Extra content below the description. */
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** A control placed beside the title, such as a close button. */
  headerAction?: ReactNode;
  size?: (typeof styles.dialogSizes)[number];
  /**
   * `alertdialog` for messages that need an answer: only its buttons and Escape close it, never a press
   * or a focus change outside (a request finishing behind it must not dismiss an error unread).
   */
  role?: 'dialog' | 'alertdialog';
}

/** The one dialog shell every dialog and modal is built on: Radix behaviour, themed in its portal. */
export function DialogFrame({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  headerAction,
  size,
  role = 'dialog',
}: DialogFrameProps) {
  const themeClass = usePortalThemeClass();
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={cx(themeClass, styles.overlay)} />
        <RadixDialog.Content
          role={role}
          className={cx(themeClass, styles.content({ size }))}
          onInteractOutside={role === 'alertdialog' ? (event) => event.preventDefault() : undefined}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {headerAction}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
