import type { Answer } from '@venue/ticket-core';
import { useEffect, useState } from 'react';
import { useConsole } from '../app/session.tsx';

type MonthStock = {
  month: string;
  answer: Answer<'getConsoleChangeDateMonthStock'> | null;
  failure: unknown;
};

/**
 * The days of `month` (yyyy-MM) an order can move to, each with its stock status for the order's tickets,
 * and today at the venue; null while they are asked for. Asked again when the order's version changes
 * (its date moved, and the stock with it).
 */
export function useChangeMonth(order: { order_id: number; version: string }, month: string) {
  const { api } = useConsole();
  const [stock, setStock] = useState<MonthStock | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again for a new version on purpose: the stock moved with the order.
  useEffect(() => {
    const controller = new AbortController();
    api
      .getConsoleChangeDateMonthStock({
        params: { order_id: order.order_id },
        query: { month },
        signal: controller.signal,
      })
      .then(
        (answer) => setStock({ month, answer, failure: null }),
        (failure) => {
          if (!controller.signal.aborted) setStock({ month, answer: null, failure });
        },
      );
    return () => controller.abort();
  }, [api, order.order_id, order.version, month]);
  return stock?.month === month ? stock : null;
}
