import { createUncheckedApiClient, siteRootPath } from '@venue/ticket-core';
import { pendingRequestsAtom, store } from '../state/ui.ts';
import { tenant } from '../tenant.ts';

export const apiRoot = siteRootPath(tenant.id);

/** The tenant's API client: typed but unchecked, so the browser loads no schemas; the server checks every call. */
export const api = createUncheckedApiClient({
  root: apiRoot,
  onPendingChange: (pending) => store.set(pendingRequestsAtom, pending.all),
});
