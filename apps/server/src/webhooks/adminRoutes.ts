import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { DomainError } from '../domainError.ts';
import type { AdminTokens } from '../http/adminTokens.ts';
import { bearerMatches } from '../http/bearer.ts';
import type { AppContext } from '../http/context.ts';
import {
  createEndpoint,
  deleteEndpoint,
  listDeliveries,
  listEndpoints,
  maxEndpointsPerTenant,
} from './endpoints.ts';
import { webhookEventTypes } from './eventTypes.ts';

const newEndpoint = z.object({
  url: z.url({ protocol: /^https?$/ }).max(2000),
  events: z.array(z.enum(webhookEventTypes)).min(1),
});

/** The admin paths behind a tenant's bearer token (`ADMIN_TOKENS`): webhooks and refunds. */
export const bearerPaths = [
  '/:tenant/api/admin/webhooks',
  '/:tenant/api/admin/webhooks/*',
  '/:tenant/api/admin/reservations/*',
] as const;

/**
 * A venue's webhook API under `/<tenant>/api/admin/webhooks`, for the tenant's admin token only
 * (`Authorization: Bearer <token>`, `ADMIN_TOKENS`): register an endpoint (its secret is answered once),
 * list and remove endpoints, and see an endpoint's deliveries with their attempts.
 */
export function registerWebhookAdmin(app: Hono, appContext: AppContext, adminTokens: AdminTokens): void {
  const db = () => appContext.db.kysely;
  const tenantOf = (c: Context) => c.req.param('tenant') ?? '';

  // The bearer token guards the token API (webhooks, refunds); the console's calls under
  // `/<tenant>/api/admin/v1` take a staff session instead (`registerEndpoints`).
  const guard: MiddlewareHandler = async (c, next) => {
    const tenant = tenantOf(c);
    const token = Object.hasOwn(adminTokens, tenant) ? adminTokens[tenant] : undefined;
    if (
      !Object.hasOwn(appContext.tenants, tenant) ||
      !token ||
      !bearerMatches(c.req.header('authorization'), token)
    )
      return c.json({ error: 'unauthorized' }, 401, { 'www-authenticate': 'Bearer' });
    await next();
  };
  for (const path of bearerPaths) app.use(path, guard);

  app.post('/:tenant/api/admin/webhooks', async (c) => {
    const parsed = newEndpoint.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new DomainError('invalidRequest');
    const created = await createEndpoint(db(), tenantOf(c), parsed.data.url, parsed.data.events);
    if (!created)
      return c.json(
        { error: `a tenant may register at most ${maxEndpointsPerTenant} webhook endpoints` },
        409,
      );
    return c.json(created, 201);
  });

  app.get('/:tenant/api/admin/webhooks', async (c) =>
    c.json({ webhooks: await listEndpoints(db(), tenantOf(c)) }),
  );

  app.delete('/:tenant/api/admin/webhooks/:id', async (c) => {
    if (!(await deleteEndpoint(db(), tenantOf(c), c.req.param('id'))))
      throw new DomainError('recordNotFound');
    return c.body(null, 204);
  });

  app.get('/:tenant/api/admin/webhooks/:id/deliveries', async (c) => {
    const deliveries = await listDeliveries(db(), tenantOf(c), c.req.param('id'));
    if (!deliveries) throw new DomainError('recordNotFound');
    return c.json({ deliveries });
  });
}
