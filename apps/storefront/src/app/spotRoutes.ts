import { pages } from './pages.ts';
import { type ScreenRoute, screen } from './routes.ts';

/**
 * The on-site spot channel (spec section 2): staff show a product's QR code, visitors scan it, buy
 * today's tickets, pay, then give the address their tickets are mailed to. Each screen is its own
 * chunk, none of them loaded by the online order path.
 */
export const spotRoutes: ScreenRoute[] = [
  {
    path: pages.spot,
    ...screen(() => import('../screens/Spot/SpotEntryScreen.tsx'), 'SpotEntryScreen', 'spot.title'),
  },
  {
    path: pages.spotPayment,
    ...screen(() => import('../screens/Spot/SpotPaymentScreen.tsx'), 'SpotPaymentScreen', 'payment.title'),
  },
  {
    path: pages.spotTicketInquiry,
    ...screen(
      () => import('../screens/Spot/SpotTicketInquiryScreen.tsx'),
      'SpotTicketInquiryScreen',
      'spot.inquiry.title',
    ),
  },
  {
    path: pages.spotQr,
    ...screen(() => import('../screens/Spot/SpotQrScreen.tsx'), 'SpotQrScreen', 'spot.qr.title'),
  },
  {
    path: pages.spotOrderFields,
    ...screen(
      () => import('../screens/Spot/SpotOrderFieldsScreen.tsx'),
      'SpotOrderFieldsScreen',
      'spot.fields.title',
    ),
  },
  {
    path: pages.spotProducts,
    ...screen(
      () => import('../screens/Spot/SpotProductsScreen.tsx'),
      'SpotProductsScreen',
      'spot.products.title',
    ),
  },
  {
    path: pages.spotEmailSended,
    ...screen(
      () => import('../screens/Spot/SpotEmailSendedScreen.tsx'),
      'SpotEmailSendedScreen',
      'spot.sent.title',
    ),
  },
];
