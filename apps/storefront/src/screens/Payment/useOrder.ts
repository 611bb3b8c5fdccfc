import type { Answer } from '@venue/ticket-core';
import { useState } from 'react';
import { api } from '../../api/api.ts';
import type { Where } from '../../api/handleError.ts';
import { type QueryState, useApiQuery } from '../../api/useApiQuery.ts';

type OrderView = Answer<'getOrder'>;

/**
 * The order temporary view; `version` re-reads it after a coupon changes. While a new version loads, the
 * last one read stays: the summary and the form keep their place (and an opened summary stays open)
 * instead of vanishing until the answer comes.
 */
export function useOrder(
  orderToken: string,
  version = 0,
  where: Where = { route: 'payment' },
): QueryState<OrderView> {
  const order = useApiQuery(
    `order:${orderToken}:${version}`,
    (signal) => api.getOrder({ params: { token: orderToken }, signal }),
    where,
  );
  const [last, setLast] = useState<{ token: string; data: OrderView }>();
  if (order.data !== undefined && last?.data !== order.data) setLast({ token: orderToken, data: order.data });
  if (order.data === undefined && order.loading && last?.token === orderToken) {
    return { ...order, data: last.data };
  }
  return order;
}
