import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { newToken } from '../tokens.ts';
import type { WebhookEventType } from './eventTypes.ts';

/** The body every endpoint is sent: the event's id (the same on a resend), type, time and data. */
export interface WebhookEvent {
  id: string;
  type: WebhookEventType;
  created_at: string;
  tenant: string;
  data: Record<string, unknown>;
}

/**
 * Writes the event's deliveries, one per endpoint of the tenant subscribed to its type, in the
 * transaction that makes the event happen (an outbox): the event and its deliveries commit together or
 * not at all, and the delivery worker sends them after the commit.
 */
export async function recordEvent(
  trx: Transaction<Database>,
  tenantId: string,
  type: WebhookEventType,
  data: () => Promise<Record<string, unknown>>,
): Promise<void> {
  const endpoints = await trx
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('tenant_id', '=', tenantId)
    .execute();
  const subscribed = endpoints.filter((endpoint) => (JSON.parse(endpoint.events) as string[]).includes(type));
  if (subscribed.length === 0) return;
  const createdAt = nowIso();
  const event: WebhookEvent = {
    id: randomUUID(),
    type,
    created_at: createdAt,
    tenant: tenantId,
    data: await data(),
  };
  const payload = JSON.stringify(event);
  await trx
    .insertInto('webhook_deliveries')
    .values(
      subscribed.map((endpoint) => ({
        id: newToken(),
        endpoint_id: endpoint.id,
        event_id: event.id,
        event_type: type,
        payload,
        status: 'pending' as const,
        next_attempt_at: createdAt,
        locked_until: null,
        created_at: createdAt,
        delivered_at: null,
      })),
    )
    .execute();
}
