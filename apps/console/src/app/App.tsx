import { createHashRouter, Navigate, RouterProvider } from 'react-router-dom';
import { NotFoundScreen } from '../screens/NotFoundScreen.tsx';
import { lastVenue } from '../venues/venues.ts';
import { VenueConsole } from './VenueConsole.tsx';

/** `#/<venue>/today`, `#/<venue>/orders`, `#/<venue>/orders/<id>`, `#/<venue>/stock`, `/coupons`, `/reports`; `#/` opens the venue used last. */
const router = createHashRouter([
  { path: '/', element: <Navigate to={`/${lastVenue()}/today`} replace /> },
  { path: '/:venueId/*', element: <VenueConsole /> },
  { path: '*', element: <NotFoundScreen /> },
]);

export function App() {
  return <RouterProvider router={router} />;
}
