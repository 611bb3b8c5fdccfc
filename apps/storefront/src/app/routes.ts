import type { LanguageCode } from '@venue/ticket-core';
import { type ComponentType, createElement, lazy } from 'react';
import { loadPageTexts } from '../i18n/i18n.ts';
import { prefetchCatalog } from '../screens/Order/catalogQueries.ts';
import { type Page, pages } from './pages.ts';

type ScreenModule = Promise<Record<string, unknown>>;

/** A route of spec section 2: its page's path pattern, its title's message key and its screen. */
export interface ScreenRoute {
  path: (typeof pages)[Page];
  titleKey: string;
  /** Loads the screen's chunk (the app calls it for the first route before its first render). */
  load: () => Promise<ComponentType>;
  Screen: ComponentType;
  /** Starts the screen's first requests (the app calls it for the first route, beside `load`). */
  prefetch?: (language: LanguageCode) => void;
}

/**
 * A lazily loaded screen: each screen loads when its route is first shown, so the first page downloads
 * only its own (a page's first screen shares a chunk with what it imports, plugins/firstScreenChunks.ts).
 * Once loaded, the screen renders at once, without the loader flashing in between. Its texts: the first
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
const callback = (path: ScreenRoute['path']): ScreenRoute => ({
  path,
  ...screen(callbacks, 'PaymentCallbackScreen', 'transition.title'),
});

/** The purchase path of spec section 2. Unknown paths fall through to the not-found screen. */
export const purchaseRoutes: ScreenRoute[] = [
  {
    path: pages.entry,
    ...screen(() => import('../screens/Entry/EntryScreen.tsx'), 'EntryScreen', 'order.title', 'entry'),
    prefetch: prefetchCatalog,
  },
  { path: pages.order, ...screen(order, 'OrderScreen', 'order.title', 'entry'), prefetch: prefetchCatalog },
  {
    path: pages.signIn,
    ...screen(() => import('../screens/SignIn/SignInScreen.tsx'), 'SignInScreen', 'signIn.title'),
  },
  {
    path: pages.membershipLogin,
    ...screen(
      () => import('../screens/MembershipLogin/MembershipLoginScreen.tsx'),
      'MembershipLoginScreen',
      'membership.title',
    ),
  },
  {
    path: pages.sendedMail,
    ...screen(() => import('../screens/Mail/SendedMailScreen.tsx'), 'SendedMailScreen', 'mail.sentTitle'),
  },
  {
    path: pages.mailConfirm,
    ...screen(() => import('../screens/Mail/MailConfirmScreen.tsx'), 'MailConfirmScreen', 'mail.confirming'),
  },
  {
    path: pages.payment,
    ...screen(() => import('../screens/Payment/PaymentScreen.tsx'), 'PaymentScreen', 'payment.title'),
  },
  {
    path: pages.confirm,
    ...screen(() => import('../screens/Confirm/ConfirmScreen.tsx'), 'ConfirmScreen', 'confirm.title'),
  },
  {
    path: pages.transition,
    ...screen(
      () => import('../screens/Transition/TransitionScreen.tsx'),
      'TransitionScreen',
      'transition.title',
    ),
  },
  {
    path: pages.complete,
    ...screen(() => import('../screens/Complete/CompleteScreen.tsx'), 'CompleteScreen', 'complete.title'),
  },
  {
    path: pages.dPayConfirm,
    ...screen(
      () => import('../screens/DPayConfirm/DPayConfirmScreen.tsx'),
      'DPayConfirmScreen',
      'dpay.title',
    ),
  },
  {
    path: pages.error,
    ...screen(() => import('../screens/Error/ErrorScreen.tsx'), 'ErrorScreen', 'error.title'),
  },
  {
    path: pages.paymentError,
    ...screen(
      () => import('../screens/Error/PaymentErrorScreen.tsx'),
      'PaymentErrorScreen',
      'paymentError.title',
    ),
  },
  callback(pages.gmo3dsCallback),
  callback(pages.sbps3dsCallback),
  callback(pages.walletCallback),
  callback(pages.paygentPaypayCallback),
  callback(pages.paygent3dsCallback),
  callback(pages.paymentCallback),
  callback(pages.adyenCallback),
];
