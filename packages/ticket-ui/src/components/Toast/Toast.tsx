import * as RadixToast from '@radix-ui/react-toast';
import { cx } from '../private/cx.ts';
import { usePortalThemeClass } from '../ThemeProvider/index.ts';
import * as styles from './Toast.css.ts';
import { toastVisibleMs } from './toastTiming.ts';

export interface ToastProps {
  open: boolean;
  /** Called with `false` when the toast times out or is swiped away. */
  onOpenChange: (open: boolean) => void;
  message: string;
  /** Translated name of the notification region, e.g. "Notifications". */
  regionLabel: string;
}

/** The top toast: announced politely, visible 3.5 s, then a 1 s fade. */
export function Toast({ open, onOpenChange, message, regionLabel }: ToastProps) {
  const themeClass = usePortalThemeClass();
  return (
    <RadixToast.Provider duration={toastVisibleMs} swipeDirection="up" label={regionLabel}>
      <RadixToast.Root className={styles.root} open={open} onOpenChange={onOpenChange}>
        <RadixToast.Description>{message}</RadixToast.Description>
      </RadixToast.Root>
      <RadixToast.Viewport className={cx(themeClass, styles.viewport)} />
    </RadixToast.Provider>
  );
}
