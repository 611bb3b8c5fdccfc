export { ConfirmDialog, type ConfirmDialogProps, confirmDialogTones } from './ConfirmDialog.tsx';
export { ErrorDialog, type ErrorDialogProps } from './ErrorDialog.tsx';
export { RetryDialog, type RetryDialogProps } from './RetryDialog.tsx';
