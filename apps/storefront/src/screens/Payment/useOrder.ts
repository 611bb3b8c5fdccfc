import { api } from '../../api/api.ts';
import type { Where } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';

/** The order temporary view; `version` re-reads it after a coupon changes. */
export function useOrder(orderToken: string, version = 0, where: Where = { route: 'payment' }) {
  return useApiQuery(
    `order:${orderToken}:${version}`,
    (signal) => api.getOrder({ params: { token: orderToken }, signal }),
    where,
  );
}
