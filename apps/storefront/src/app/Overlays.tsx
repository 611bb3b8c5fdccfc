import { ErrorDialog, RetryDialog, Toast } from '@venue/ticket-ui';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { dialogAtom, toastAtom } from '../state/ui.ts';

/*
 * The dialog and the toast, loaded by the layout only once one is first shown: most visits never see
 * either, so the first screen does not download their primitives.
 */

/** The one dialog of `dialogAtom`: an error with OK, or a retry with retry and cancel. */
export function DialogHost() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useAtom(dialogAtom);
  if (dialog?.kind === 'retry') {
    return (
      <RetryDialog
        open
        title={dialog.title}
        message={dialog.message}
        retryLabel={t('dialog.retry')}
        cancelLabel={t('dialog.cancel')}
        onRetry={() => {
          setDialog(null);
          dialog.onRetry();
        }}
        onClose={() => setDialog(null)}
      />
    );
  }
  return (
    <ErrorDialog
      open={dialog !== null}
      title={dialog?.title ?? ''}
      message={dialog?.message ?? ''}
      okLabel={t('dialog.ok')}
      onClose={() => {
        setDialog(null);
        dialog?.afterClose?.();
      }}
    />
  );
}

/** The top toast of `toastAtom`. */
export function ToastHost() {
  const { t } = useTranslation();
  const [toast, setToast] = useAtom(toastAtom);
  return (
    <Toast
      open={toast !== null}
      message={toast?.message ?? ''}
      regionLabel={t('toast.region')}
      onOpenChange={(open) => (open ? undefined : setToast(null))}
    />
  );
}
