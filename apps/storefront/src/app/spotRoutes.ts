import { type ScreenRoute, screen } from './routes.ts';

/**
 * The on-site spot channel (spec section 2): staff show a product's QR code, visitors scan it, buy
 * today's tickets, pay, then give the address their tickets are mailed to. Each screen is its own
 * chunk, none of them loaded by the online order path.
 */
export const spotRoutes: ScreenRoute[] = [
  {
    path: '/spot',
    ...screen(() => import('../screens/Spot/SpotEntryScreen.tsx'), 'SpotEntryScreen', 'spot.title'),
  },
  {
    path: '/spot/payment',
    ...screen(() => import('../screens/Spot/SpotPaymentScreen.tsx'), 'SpotPaymentScreen', 'payment.title'),
  },
  {
    path: '/spot/ticket-inquiry',
    ...screen(
      () => import('../screens/Spot/SpotTicketInquiryScreen.tsx'),
      'SpotTicketInquiryScreen',
      'spot.inquiry.title',
    ),
  },
  {
    path: '/spot/qr/:productUUID',
    ...screen(() => import('../screens/Spot/SpotQrScreen.tsx'), 'SpotQrScreen', 'spot.qr.title'),
  },
  {
    path: '/spot/order-fields/:reservationToken',
    ...screen(
      () => import('../screens/Spot/SpotOrderFieldsScreen.tsx'),
      'SpotOrderFieldsScreen',
      'spot.fields.title',
    ),
  },
  {
    path: '/spot/products',
    ...screen(
      () => import('../screens/Spot/SpotProductsScreen.tsx'),
      'SpotProductsScreen',
      'spot.products.title',
    ),
  },
  {
    path: '/spot/email-sended/:reservationToken',
    ...screen(
      () => import('../screens/Spot/SpotEmailSendedScreen.tsx'),
      'SpotEmailSendedScreen',
      'spot.sent.title',
    ),
  },
];
