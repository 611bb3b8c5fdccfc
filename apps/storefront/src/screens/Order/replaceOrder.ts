import { api } from '../../api/api.ts';
import { storage } from '../../tenant.ts';

/**
 * Places a new order (online or spot) as the session's order: the one held before, if any, is deleted
 * first so its stock returns, then `create`'s order token is stored for the next pages.
 */
export async function replaceOrder(create: () => Promise<{ order_token: string }>): Promise<void> {
  const previous = storage.get<string>('orderToken');
  if (previous) await api.deleteOrder({ params: { token: previous } });
  const created = await create();
  storage.set('orderToken', created.order_token);
}
