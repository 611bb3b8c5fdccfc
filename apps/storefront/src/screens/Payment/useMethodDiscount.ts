import type { PaymentMethodId } from '@venue/ticket-core';
import { useEffect, useState } from 'react';
import { api } from '../../api/api.ts';

/**
 * The chosen payment method's own discount on an order, as the server reckons it: undefined while it is
 * asked, 0 when no method (or `free`) is chosen or when the server cannot say. A new `version` of the order
 * (a coupon applied or removed) asks again.
 */
export function useMethodDiscount(
  orderToken: string,
  method: PaymentMethodId | null,
  version = 0,
): number | undefined {
  const asked = `${orderToken} ${method} ${version}`;
  const [answer, setAnswer] = useState<{ asked: string; discount: number }>();
  useEffect(() => {
    if (!method || method === 'free') return;
    const controller = new AbortController();
    api
      .simulatePaymentMethodDiscount({
        params: { token: orderToken },
        body: { payment_method_type: method },
        signal: controller.signal,
      })
      .then(
        (found) => setAnswer({ asked, discount: found.discount }),
        () => {
          if (!controller.signal.aborted) setAnswer({ asked, discount: 0 });
        },
      );
    return () => controller.abort();
  }, [asked, method, orderToken]);
  if (!method || method === 'free') return 0;
  return answer?.asked === asked ? answer.discount : undefined;
}
