import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { DomainError } from '../domainError.ts';
import type { AppContext } from '../http/context.ts';
import { requestContext } from '../http/registerEndpoints.ts';
import type { Logger } from '../log.ts';
import { passWebServicePath } from './passTokens.ts';
import {
  latestPass,
  PassNotAuthorized,
  registerDevice,
  unregisterDevice,
  updatedPasses,
} from './passWebService.ts';

/** What a device reports to the log endpoint: at most this many messages, each cut to this length. */
const logMessages = 20;
const logMessageChars = 500;
const logBody = z.object({ logs: z.array(z.string()) });

/** The token of `Authorization: ApplePass <token>`, the header Apple Wallet sends. */
function applePassToken(c: Context): string | undefined {
  return /^ApplePass (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
}

/** Answers a call refused for its pass type, serial or token with 401, as Apple's protocol says. */
async function orUnauthorized(c: Context, answer: () => Promise<Response>): Promise<Response> {
  try {
    return await answer();
  } catch (failure) {
    if (failure instanceof PassNotAuthorized) return c.body(null, 401);
    throw failure;
  }
}

/**
 * Apple Wallet's web service of each site, at `/<tenant>/api/wallet` (each pass's `webServiceURL`), by
 * Apple's "Wallet Passes Web Service" reference. Its paths, headers and statuses are Apple's protocol
 * (201 or 200 on registering, 204 when nothing changed, 304 on `If-Modified-Since`, `ApplePass` tokens),
 * which the API contract's calls (one JSON answer each) do not describe, so they are routed here:
 * - `POST|DELETE /v1/devices/{device}/registrations/{passType}/{serial}`: (un)registers a device;
 * - `GET /v1/devices/{device}/registrations/{passType}?passesUpdatedSince=<tag>`: the serials changed;
 * - `GET /v1/passes/{passType}/{serial}`: the pass as it is now;
 * - `POST /v1/log`: what a device reports of its errors, logged.
 */
export function registerPassWebService(app: Hono, appContext: AppContext, logger: Logger): void {
  const root = `/:tenant${passWebServicePath}/v1`;
  const registration = `${root}/devices/:device/registrations/:passType/:serial`;
  const param = (c: Context, name: string): string => c.req.param(name) ?? '';
  const passOf = (c: Context) => ({ passTypeId: param(c, 'passType'), serial: param(c, 'serial') });

  app.post(registration, (c) =>
    orUnauthorized(c, async () => {
      const ctx = requestContext(c, appContext);
      const body: unknown = await c.req.json().catch(() => null);
      const outcome = await registerDevice(ctx, param(c, 'device'), passOf(c), applePassToken(c), body);
      return c.body(null, outcome === 'created' ? 201 : 200);
    }),
  );

  app.delete(registration, (c) =>
    orUnauthorized(c, async () => {
      const ctx = requestContext(c, appContext);
      await unregisterDevice(ctx, param(c, 'device'), passOf(c), applePassToken(c));
      return c.body(null, 200);
    }),
  );

  app.get(`${root}/devices/:device/registrations/:passType`, async (c) => {
    const ctx = requestContext(c, appContext);
    const since = c.req.query('passesUpdatedSince') || undefined;
    const updated = await updatedPasses(ctx, param(c, 'device'), param(c, 'passType'), since);
    c.header('cache-control', 'no-store');
    return updated ? c.json(updated) : c.body(null, 204);
  });

  app.get(`${root}/passes/:passType/:serial`, (c) =>
    orUnauthorized(c, async () => {
      const ctx = requestContext(c, appContext);
      const pass = await latestPass(ctx, passOf(c), applePassToken(c), c.req.header('if-modified-since'));
      const headers = {
        'last-modified': new Date(pass.lastModifiedMs).toUTCString(),
        'cache-control': 'no-store',
      };
      if (!pass.content) return c.body(null, 304, headers);
      return c.body(new Uint8Array(pass.content), 200, {
        ...headers,
        'content-type': 'application/vnd.apple.pkpass',
      });
    }),
  );

  app.post(`${root}/log`, async (c) => {
    const ctx = requestContext(c, appContext);
    const parsed = logBody.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) throw new DomainError('invalidRequest');
    const messages = parsed.data.logs.slice(0, logMessages).map((line) => line.slice(0, logMessageChars));
    logger.warn(
      { tenant: ctx.tenant.id, count: parsed.data.logs.length, messages },
      'Apple Wallet reported web service errors',
    );
    return c.body(null, 200);
  });
}
