import type { RouteObject } from 'react-router';

type ScreenModule = Promise<Record<string, unknown>>;

/** A lazily loaded screen: each screen is its own chunk, so the first page downloads only itself. */
export function screen(load: () => ScreenModule, name: string, titleKey: string): RouteObject {
  return {
    handle: { titleKey },
    lazy: async () => ({ Component: (await load())[name] as React.ComponentType }),
  };
}

const order = () => import('../screens/Order/OrderScreen.tsx');
const callbacks = () => import('../screens/PaymentCallback/PaymentCallbackScreen.tsx');
const callback = (path: string): RouteObject => ({
  path,
  ...screen(callbacks, 'PaymentCallbackScreen', 'transition.title'),
});

/** The purchase path of spec section 2. Unknown paths fall through to the not-found screen. */
export const purchaseRoutes: RouteObject[] = [
  { path: '/', ...screen(() => import('../screens/Entry/EntryScreen.tsx'), 'EntryScreen', 'order.title') },
  { path: '/order', ...screen(order, 'OrderScreen', 'order.title') },
  {
    path: '/sign-in',
    ...screen(() => import('../screens/SignIn/SignInScreen.tsx'), 'SignInScreen', 'signIn.title'),
  },
  {
    path: '/membership-login',
    ...screen(
      () => import('../screens/MembershipLogin/MembershipLoginScreen.tsx'),
      'MembershipLoginScreen',
      'membership.title',
    ),
  },
  {
    path: '/sended-mail',
    ...screen(() => import('../screens/Mail/SendedMailScreen.tsx'), 'SendedMailScreen', 'mail.sentTitle'),
  },
  {
    path: '/mail-confirm',
    ...screen(() => import('../screens/Mail/MailConfirmScreen.tsx'), 'MailConfirmScreen', 'mail.confirming'),
  },
  {
    path: '/payment',
    ...screen(() => import('../screens/Payment/PaymentScreen.tsx'), 'PaymentScreen', 'payment.title'),
  },
  {
    path: '/confirm',
    ...screen(() => import('../screens/Confirm/ConfirmScreen.tsx'), 'ConfirmScreen', 'confirm.title'),
  },
  {
    path: '/transition/paypay',
    ...screen(
      () => import('../screens/Transition/TransitionScreen.tsx'),
      'TransitionScreen',
      'transition.title',
    ),
  },
  {
    path: '/complete',
    ...screen(() => import('../screens/Complete/CompleteScreen.tsx'), 'CompleteScreen', 'complete.title'),
  },
  {
    path: '/d-pay-confirm',
    ...screen(
      () => import('../screens/DPayConfirm/DPayConfirmScreen.tsx'),
      'DPayConfirmScreen',
      'dpay.title',
    ),
  },
  {
    path: '/error',
    ...screen(() => import('../screens/Error/ErrorScreen.tsx'), 'ErrorScreen', 'error.title'),
  },
  {
    path: '/payment-error',
    ...screen(
      () => import('../screens/Error/PaymentErrorScreen.tsx'),
      'PaymentErrorScreen',
      'paymentError.title',
    ),
  },
  callback('/payment-callback/gmo3ds'),
  callback('/payment-callback/sbps3ds'),
  callback('/payment-callback/wallet'),
  callback('/payment-callback/paygent-paypay'),
  callback('/payment-callback/paygent3ds/:status'),
  callback('/payment-callback/:paymentType/:status'),
  callback('/adyen-callback'),
];
