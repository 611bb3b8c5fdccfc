import { type ScreenRoute, screen } from './routes.ts';

const legal = () => import('../screens/Legal/LegalScreen.tsx');
const mailRelease = () => import('../screens/MailRelease/MailReleaseScreen.tsx');

/**
 * The pages after the purchase (spec section 2): ticket view, share, send, receipt, gate, inquiry,
 * mail magazine release, legal pages and signage. Each is its own chunk, apart from the checkout's.
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
