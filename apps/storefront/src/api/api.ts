import { createUncheckedApiClient } from '@venue/ticket-core';
import { pendingRequestsAtom, store } from '../state/ui.ts';
import { tenant } from '../tenant.ts';
import { apiRootOf } from './apiRoot.ts';

export const apiRoot = apiRootOf(tenant.id);

/** The tenant's API client: typed but unchecked, so the browser loads no schemas; the server checks every call. */
export const api = createUncheckedApiClient({
  root: apiRoot,
  onPendingChange: (pending) => store.set(pendingRequestsAtom, pending.all),
});
