import { createUncheckedApiClient } from '@venue/ticket-core';
import { pendingRequestsAtom, store } from '../state/ui.ts';
import { tenant } from '../tenant.ts';

/**
 * The tenant's API root (spec: configurable; ours is /<tenant>/api/v1 on the serving origin). The
 * client is typed but unchecked, so the browser loads no schemas; the server checks every call.
 */
export const apiRoot = `/${tenant.id}/api/v1`;

export const api = createUncheckedApiClient({
  root: apiRoot,
  onPendingChange: (pending) => store.set(pendingRequestsAtom, pending.all),
});
