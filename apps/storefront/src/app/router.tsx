import { createHashRouter } from 'react-router';
import { NotFoundScreen } from '../screens/NotFound/NotFoundScreen.tsx';
import { Layout } from './Layout.tsx';
import { purchaseRoutes } from './routes.ts';
import { ticketRoutes } from './ticketRoutes.ts';

/** Hash routing over every route of the app; unknown paths show the not-found screen (spec section 2). */
export const router = createHashRouter([
  {
    element: <Layout />,
    children: [...purchaseRoutes, ...ticketRoutes, { path: '*', Component: NotFoundScreen }],
  },
]);
