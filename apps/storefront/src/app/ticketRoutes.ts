import { type ScreenRoute, screen } from './routes.ts';

const legal = () => import('../screens/Legal/LegalScreen.tsx');
const mailRelease = () => import('../screens/MailRelease/MailReleaseScreen.tsx');

/**
 * The pages after the purchase (spec section 2): ticket view, share, send, receipt, gate, change date,
 * inquiry, mail magazine release, legal pages and signage. Each is its own chunk, apart from the checkout's.
 */
export const ticketRoutes: ScreenRoute[] = [
  {
    path: '/tickets/share/:token',
    ...screen(() => import('../screens/Tickets/ShareScreen.tsx'), 'ShareScreen', 'share.title'),
  },
  {
    path: '/tickets/shared/:token',
    ...screen(() => import('../screens/Tickets/SharedScreen.tsx'), 'SharedScreen', 'tickets.title'),
  },
  {
    path: '/tickets/send/:token',
    ...screen(() => import('../screens/Tickets/SendScreen.tsx'), 'SendScreen', 'send.title'),
  },
  {
    path: '/tickets/changedate/:token',
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateScreen.tsx'),
      'ChangeDateScreen',
      'changeDate.title',
    ),
  },
  {
    path: '/tickets/changedate/confirm/:token/timechange/:timechangeToken',
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateConfirmScreen.tsx'),
      'ChangeDateConfirmScreen',
      'changeDate.confirm.title',
    ),
  },
  {
    path: '/tickets/changedate/payment/:token/timechange/:timechangeToken',
    ...screen(
      () => import('../screens/ChangeDate/ChangeDatePaymentScreen.tsx'),
      'ChangeDatePaymentScreen',
      'changeDate.payment.title',
    ),
  },
  {
    path: '/tickets/changedate/payment/confirm/:token/timechange/:timechangeToken',
    ...screen(
      () => import('../screens/ChangeDate/ChangeDatePaymentConfirmScreen.tsx'),
      'ChangeDatePaymentConfirmScreen',
      'confirm.title',
    ),
  },
  {
    path: '/tickets/changedate/transition/paypay',
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateTransitionScreen.tsx'),
      'ChangeDateTransitionScreen',
      'transition.title',
    ),
  },
  {
    path: '/tickets/changedate/complete/:token',
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateCompleteScreen.tsx'),
      'ChangeDateCompleteScreen',
      'complete.timeChange',
    ),
  },
  {
    path: '/reservation-email/:token',
    ...screen(
      () => import('../screens/ChangeDate/ReservationEmailScreen.tsx'),
      'ReservationEmailScreen',
      'changeDate.email.title',
    ),
  },
  {
    path: '/tickets/:token',
    ...screen(() => import('../screens/Tickets/TicketsRedirect.tsx'), 'TicketsRedirect', 'tickets.title'),
  },
  {
    path: '/id/:token',
    ...screen(() => import('../screens/Tickets/TicketsScreen.tsx'), 'TicketsScreen', 'tickets.title'),
  },
  {
    path: '/id/:token/receipt',
    ...screen(() => import('../screens/Tickets/ReceiptScreen.tsx'), 'ReceiptScreen', 'receipt.title'),
  },
  {
    path: '/id/:token/:id/:type',
    ...screen(() => import('../screens/Gate/GateScreen.tsx'), 'GateScreen', 'gate.title'),
  },
  {
    path: '/reservation-inquiry',
    ...screen(() => import('../screens/Inquiry/InquiryScreen.tsx'), 'InquiryScreen', 'inquiry.title'),
  },
  { path: '/mail-release/:mailToken', ...screen(mailRelease, 'MailReleaseScreen', 'mailRelease.title') },
  {
    path: '/mail-release-completion',
    ...screen(mailRelease, 'MailReleaseCompletionScreen', 'mailRelease.title'),
  },
  { path: '/privacy', ...screen(legal, 'PrivacyScreen', 'legal.privacy.title') },
  { path: '/specified', ...screen(legal, 'SpecifiedScreen', 'legal.specified.title') },
  { path: '/terms', ...screen(legal, 'TermsScreen', 'legal.terms.title') },
  {
    path: '/signage/today-ticket-info',
    ...screen(() => import('../screens/Signage/SignageScreen.tsx'), 'SignageScreen', 'signage.title'),
  },
];
