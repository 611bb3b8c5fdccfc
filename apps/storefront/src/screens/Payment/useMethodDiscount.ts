import type { PaymentMethodId } from '@venue/ticket-core';
import { useEffect, useState } from 'react';
import { api } from '../../api/api.ts';

/**
 * The chosen payment method's own discount on an order, as the server reckons it: 0 until it answers,
 * when no method (or `free`) is chosen, or when it cannot say. A new `version` of the order (a coupon
 * applied or removed) asks again.
 */
export function useMethodDiscount(orderToken: string, method: PaymentMethodId | null, version = 0): number {
  const [discount, setDiscount] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new `version` of the order asks for the discount again.
  useEffect(() => {
    if (!method || method === 'free') {
      setDiscount(0);
      return;
    }
    const controller = new AbortController();
    api
      .simulatePaymentMethodDiscount({
        params: { token: orderToken },
        body: { payment_method_type: method },
        signal: controller.signal,
      })
      .then((answer) => setDiscount(answer.discount))
      .catch(() => setDiscount(0));
    return () => controller.abort();
  }, [method, orderToken, version]);
  return discount;
}
