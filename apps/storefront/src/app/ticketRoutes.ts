import { pages } from './pages.ts';
import { type ScreenRoute, screen } from './routes.ts';

const legal = () => import('../screens/Legal/LegalScreen.tsx');
const mailRelease = () => import('../screens/MailRelease/MailReleaseScreen.tsx');

/**
 * The pages after the purchase (spec section 2): ticket view, share, send, receipt, gate, change date,
 * inquiry, mail magazine release, legal pages and signage. Each is its own chunk, apart from the checkout's.
 */
export const ticketRoutes: ScreenRoute[] = [
  {
    path: pages.share,
    ...screen(() => import('../screens/Tickets/ShareScreen.tsx'), 'ShareScreen', 'share.title'),
  },
  {
    path: pages.shared,
    ...screen(() => import('../screens/Tickets/SharedScreen.tsx'), 'SharedScreen', 'tickets.title'),
  },
  {
    path: pages.send,
    ...screen(() => import('../screens/Tickets/SendScreen.tsx'), 'SendScreen', 'send.title'),
  },
  {
    path: pages.changeDate,
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateScreen.tsx'),
      'ChangeDateScreen',
      'changeDate.title',
    ),
  },
  {
    path: pages.changeDateConfirm,
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateConfirmScreen.tsx'),
      'ChangeDateConfirmScreen',
      'changeDate.confirm.title',
    ),
  },
  {
    path: pages.changeDatePayment,
    ...screen(
      () => import('../screens/ChangeDate/ChangeDatePaymentScreen.tsx'),
      'ChangeDatePaymentScreen',
      // Until the change is loaded; then the screen titles it by what is due (changePaymentTitle.ts).
      'payment.title',
    ),
  },
  {
    path: pages.changeDatePaymentConfirm,
    ...screen(
      () => import('../screens/ChangeDate/ChangeDatePaymentConfirmScreen.tsx'),
      'ChangeDatePaymentConfirmScreen',
      'confirm.title',
    ),
  },
  {
    path: pages.changeDateTransition,
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateTransitionScreen.tsx'),
      'ChangeDateTransitionScreen',
      'transition.title',
    ),
  },
  {
    path: pages.changeDateComplete,
    ...screen(
      () => import('../screens/ChangeDate/ChangeDateCompleteScreen.tsx'),
      'ChangeDateCompleteScreen',
      'complete.timeChange',
    ),
  },
  {
    path: pages.reservationEmail,
    ...screen(
      () => import('../screens/ChangeDate/ReservationEmailScreen.tsx'),
      'ReservationEmailScreen',
      'changeDate.email.title',
    ),
  },
  {
    path: pages.ticketsRedirect,
    ...screen(() => import('../screens/Tickets/TicketsRedirect.tsx'), 'TicketsRedirect', 'tickets.title'),
  },
  {
    path: pages.tickets,
    ...screen(() => import('../screens/Tickets/TicketsScreen.tsx'), 'TicketsScreen', 'tickets.title'),
  },
  {
    path: pages.receipt,
    ...screen(() => import('../screens/Tickets/ReceiptScreen.tsx'), 'ReceiptScreen', 'receipt.title'),
  },
  {
    path: pages.gate,
    ...screen(() => import('../screens/Gate/GateScreen.tsx'), 'GateScreen', 'gate.title'),
  },
  {
    path: pages.reservationInquiry,
    ...screen(() => import('../screens/Inquiry/InquiryScreen.tsx'), 'InquiryScreen', 'inquiry.title'),
  },
  { path: pages.mailRelease, ...screen(mailRelease, 'MailReleaseScreen', 'mailRelease.title') },
  {
    path: pages.mailReleaseCompletion,
    ...screen(mailRelease, 'MailReleaseCompletionScreen', 'mailRelease.title'),
  },
  { path: pages.privacy, ...screen(legal, 'PrivacyScreen', 'legal.privacy.title') },
  { path: pages.specified, ...screen(legal, 'SpecifiedScreen', 'legal.specified.title') },
  { path: pages.terms, ...screen(legal, 'TermsScreen', 'legal.terms.title') },
  {
    path: pages.signage,
    ...screen(() => import('../screens/Signage/SignageScreen.tsx'), 'SignageScreen', 'signage.title'),
  },
];
