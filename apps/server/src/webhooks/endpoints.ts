import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { newToken } from '../tokens.ts';
import type { WebhookEventType } from './eventTypes.ts';

/** Most endpoints one tenant may register. */
export const maxEndpointsPerTenant = 20;
/** Deliveries an endpoint's listing shows: the latest. */
const deliveriesShown = 100;

type Db = Kysely<Database>;

function shown(row: { id: string; url: string; events: string; created_at: string }) {
  return {
    id: row.id,
    url: row.url,
    events: JSON.parse(row.events) as WebhookEventType[],
    created_at: row.created_at,
  };
}

/**
 * Registers an endpoint with a new signing secret (`whsec_` and 256 random bits), which is answered
 * this once and never shown again. Null when the tenant already has the most endpoints.
 */
export async function createEndpoint(db: Db, tenantId: string, url: string, events: WebhookEventType[]) {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx
      .selectFrom('webhook_endpoints')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('tenant_id', '=', tenantId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= maxEndpointsPerTenant) return null;
    const row = {
      id: newToken(),
      tenant_id: tenantId,
      url,
      events: JSON.stringify([...new Set(events)]),
      secret: `whsec_${randomBytes(32).toString('hex')}`,
      created_at: nowIso(),
    };
    await trx.insertInto('webhook_endpoints').values(row).execute();
    return { ...shown(row), secret: row.secret };
  });
}

export async function listEndpoints(db: Db, tenantId: string) {
  const rows = await db
    .selectFrom('webhook_endpoints')
    .select(['id', 'url', 'events', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .orderBy('created_at')
    .execute();
  return rows.map(shown);
}

/** Removes an endpoint and its deliveries; false when the tenant has no such endpoint. */
export async function deleteEndpoint(db: Db, tenantId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const endpoint = await trx
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!endpoint) return false;
    const deliveries = trx.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id);
    await trx.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute();
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
    await trx.deleteFrom('webhook_endpoints').where('id', '=', id).execute();
    return true;
  });
}

/** An endpoint's latest deliveries with every attempt; null when the tenant has no such endpoint. */
export async function listDeliveries(db: Db, tenantId: string, endpointId: string) {
  const endpoint = await db
    .selectFrom('webhook_endpoints')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', endpointId)
    .executeTakeFirst();
  if (!endpoint) return null;
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select([
      'id',
      'event_id',
      'event_type',
      'status',
      'attempts',
      'next_attempt_at',
      'created_at',
      'delivered_at',
    ])
    .where('endpoint_id', '=', endpointId)
    .orderBy('created_at', 'desc')
    .limit(deliveriesShown)
    .execute();
  const attempts = deliveries.length
    ? await db
        .selectFrom('webhook_attempts')
        .select(['delivery_id', 'number', 'at', 'status_code', 'error', 'duration_ms'])
        .where(
          'delivery_id',
          'in',
          deliveries.map((delivery) => delivery.id),
        )
        .orderBy('number')
        .execute()
    : [];
  return deliveries.map((delivery) => ({
    id: delivery.id,
    event_id: delivery.event_id,
    type: delivery.event_type,
    status: delivery.status,
    created_at: delivery.created_at,
    delivered_at: delivery.delivered_at,
    next_attempt_at: delivery.status === 'pending' ? delivery.next_attempt_at : null,
    attempts: attempts
      .filter((attempt) => attempt.delivery_id === delivery.id)
      .map(({ delivery_id: _, ...attempt }) => attempt),
  }));
}
