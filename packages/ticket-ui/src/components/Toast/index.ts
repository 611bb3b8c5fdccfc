export { Toast, type ToastProps } from './Toast.tsx';
export { toastFadeMs, toastVisibleMs } from './toastTiming.ts';
