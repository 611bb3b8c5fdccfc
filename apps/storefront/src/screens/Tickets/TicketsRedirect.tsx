import { useEffect } from 'react';
import { Redirect, useParams } from 'wouter';
import { changesBase, hrefFor } from './ticketLinks.ts';

/** Spec section 2: /tickets/{reservationToken} redirects to /id/{reservationToken} on the ticket base. */
export function TicketsRedirect() {
  const route = `/id/${useParams().token ?? ''}`;
  const reload = changesBase(route);
  useEffect(() => {
    if (reload) window.location.replace(hrefFor(route));
  }, [reload, route]);
  return reload ? null : <Redirect to={route} replace />;
}
