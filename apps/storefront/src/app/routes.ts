import type { LanguageCode } from '@venue/ticket-core';
import { type ComponentType, createElement, lazy } from 'react';
import { loadPageTexts } from '../i18n/i18n.ts';
import { prefetchCatalog } from '../screens/Order/catalogQueries.ts';

type ScreenModule = Promise<Record<string, unknown>>;

/** A route of spec section 2: its path pattern, its title's message key and its screen. */
export interface ScreenRoute {
  path: string;
  titleKey: string;
  /** Loads the screen's chunk (the app calls it for the first route before its first render). */
  load: () => Promise<ComponentType>;
  Screen: ComponentType;
  /** Starts the screen's first requests (the app calls it for the first route, beside `load`). */
  prefetch?: (language: LanguageCode) => void;
}

/**
 * A lazily loaded screen: each screen is its own chunk, so the first page downloads only itself. Once
 * loaded, the screen renders at once, without the loader flashing in between. Its texts: the first
 * screen's (`entry`, bundled at start) or also those of the other pages (`pages`, loaded with it).
 */
export function screen(
  load: () => ScreenModule,
  name: string,
  titleKey: string,
  texts: 'entry' | 'pages' = 'pages',
): Omit<ScreenRoute, 'path'> {
  let loaded: ComponentType | undefined;
  const loadScreen = async () => {
    if (!loaded) {
      const [module] = await Promise.all([load(), texts === 'pages' ? loadPageTexts() : undefined]);
      loaded = module[name] as ComponentType;
    }
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await loadScreen() }));
  // biome-ignore lint/correctness/noComponentHookFactories: each route's screen is made once, when the route table loads, never during a render.
  return { titleKey, load: loadScreen, Screen: () => createElement(loaded ?? Lazy) };
}

const order = () => import('../screens/Order/OrderScreen.tsx');
const callbacks = () => import('../screens/PaymentCallback/PaymentCallbackScreen.tsx');
const callback = (path: string): ScreenRoute => ({
  path,
  ...screen(callbacks, 'PaymentCallbackScreen', 'transition.title'),
});

/** The purchase path of spec section 2. Unknown paths fall through to the not-found screen. */
export const purchaseRoutes: ScreenRoute[] = [
  {
    path: '/',
    ...screen(() => import('../screens/Entry/EntryScreen.tsx'), 'EntryScreen', 'order.title', 'entry'),
    prefetch: prefetchCatalog,
  },
  { path: '/order', ...screen(order, 'OrderScreen', 'order.title', 'entry'), prefetch: prefetchCatalog },
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
