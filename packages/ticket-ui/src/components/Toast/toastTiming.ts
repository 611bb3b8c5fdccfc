/** Spec section 9: the top toast is visible for 3.5 s, then fades out over 1 s. */
export const toastVisibleMs = 3500;
export const toastFadeMs = 1000;
