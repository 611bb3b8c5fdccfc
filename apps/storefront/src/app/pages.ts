import { generatePath, type PathParam } from 'react-router-dom';

/**
 * Every page of spec section 2 by name, with its route's path pattern: the one table of pages. The route
 * tables give each page its screen, and every link and navigation is made from here (`pagePath`).
 */
export const pages = {
  // The purchase (routes.ts)
  entry: '/',
  order: '/order',
  signIn: '/sign-in',
  membershipLogin: '/membership-login',
  sendedMail: '/sended-mail',
  mailConfirm: '/mail-confirm',
  payment: '/payment',
  confirm: '/confirm',
  transition: '/transition/paypay',
  complete: '/complete',
  dPayConfirm: '/d-pay-confirm',
  error: '/error',
  paymentError: '/payment-error',
  gmo3dsCallback: '/payment-callback/gmo3ds',
  sbps3dsCallback: '/payment-callback/sbps3ds',
  walletCallback: '/payment-callback/wallet',
  paygentPaypayCallback: '/payment-callback/paygent-paypay',
  paygent3dsCallback: '/payment-callback/paygent3ds/:status',
  paymentCallback: '/payment-callback/:paymentType/:status',
  adyenCallback: '/adyen-callback',
  // After the purchase (ticketRoutes.ts)
  share: '/tickets/share/:token',
  shared: '/tickets/shared/:token',
  send: '/tickets/send/:token',
  changeDate: '/tickets/changedate/:token',
  changeDateConfirm: '/tickets/changedate/confirm/:token/timechange/:timechangeToken',
  changeDatePayment: '/tickets/changedate/payment/:token/timechange/:timechangeToken',
  changeDatePaymentConfirm: '/tickets/changedate/payment/confirm/:token/timechange/:timechangeToken',
  changeDateTransition: '/tickets/changedate/transition/paypay',
  changeDateComplete: '/tickets/changedate/complete/:token',
  reservationEmail: '/reservation-email/:token',
  ticketsRedirect: '/tickets/:token',
  tickets: '/id/:token',
  receipt: '/id/:token/receipt',
  gate: '/id/:token/:id/:type',
  reservationInquiry: '/reservation-inquiry',
  mailRelease: '/mail-release/:mailToken',
  mailReleaseCompletion: '/mail-release-completion',
  privacy: '/privacy',
  specified: '/specified',
  terms: '/terms',
  signage: '/signage/today-ticket-info',
  // The spot channel (spotRoutes.ts)
  spot: '/spot',
  spotPayment: '/spot/payment',
  spotTicketInquiry: '/spot/ticket-inquiry',
  spotQr: '/spot/qr/:productUUID',
  spotOrderFields: '/spot/order-fields/:reservationToken',
  spotProducts: '/spot/products',
  spotEmailSended: '/spot/email-sended/:reservationToken',
} as const;

export type Page = keyof typeof pages;

type Query = Readonly<Record<string, string>>;
type ParamName<P extends Page> = PathParam<(typeof pages)[P]>;

/** After the page's name: its path's params when it has any, then the query, if any. */
export type PageArgs<P extends Page> = [ParamName<P>] extends [never]
  ? [query?: Query]
  : [params: Readonly<Record<ParamName<P>, string>>, query?: Query];

/** The route of a page (`/id/abc`, `/complete?inquiry=true`): its path with the params filled in and encoded, then the query. */
export function pagePath<P extends Page>(page: P, ...args: PageArgs<P>): string;
export function pagePath(page: Page, first?: Query, second?: Query): string {
  const pattern: string = pages[page];
  const [params, query] = pattern.includes(':') ? [first, second] : [{}, first];
  const path = generatePath(pattern, params);
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/** A link to a page on the current base (the hash route). */
export function pageHref<P extends Page>(page: P, ...args: PageArgs<P>): string {
  return `#${pagePath(page, ...args)}`;
}
