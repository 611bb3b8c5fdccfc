import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { pagePath } from '../../app/pages.ts';
import { changesBase, hrefFor } from './ticketLinks.ts';

/** Spec section 2: /tickets/{reservationToken} redirects to /id/{reservationToken} on the ticket base. */
export function TicketsRedirect() {
  const route = pagePath('tickets', { token: useParams().token ?? '' });
  const reload = changesBase(route);
  useEffect(() => {
    if (reload) window.location.replace(hrefFor(route));
  }, [reload, route]);
  return reload ? null : <Navigate to={route} replace />;
}
