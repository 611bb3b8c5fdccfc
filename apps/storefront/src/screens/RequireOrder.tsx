import { type ReactNode, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { pagePath } from '../app/pages.ts';
import { storage } from '../tenant.ts';

/**
 * Renders `children(token)` for the order being bought; without one, back to `orderPage` (the order
 * page). The token is read once per visit of the screen, so finishing the order does not bounce the
 * visitor on the way to the complete page.
 */
export function RequireOrder({
  children,
  orderPage = 'order',
}: {
  children: (orderToken: string) => ReactNode;
  orderPage?: 'order' | 'spot';
}) {
  const [token] = useState(() => storage.get<string>('orderToken'));
  return token ? children(token) : <Navigate to={pagePath(orderPage)} replace />;
}
