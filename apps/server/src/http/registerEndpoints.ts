import {
  type Answer,
  type Endpoint,
  type EndpointName,
  endpointNames,
  endpoints,
  rootPathOf,
} from '@venue/ticket-core';
import type { Context, Hono } from 'hono';
import type { z } from 'zod';
import { DomainError } from '../domainError.ts';
import type { FileAnswer, Input } from '../service/input.ts';
import { staffOfCall } from '../staff/staffAccess.ts';
import { clientAddress, clientKey } from './clientAddress.ts';
import type { AppContext, ConsoleRequestContext, RequestContext, StaffRequestContext } from './context.ts';
import { requestCookies } from './cookies.ts';
import { fileResponse } from './fileAnswer.ts';
import { EncodedAnswers, jsonResponse } from './jsonAnswer.ts';
import { receivedMs } from './receivedAt.ts';
import { fromAnotherSite, staffSessionCookie } from './staffCookie.ts';

/** Most bytes of compressed copies of the cached stock answers kept (`EncodedAnswers`). */
const encodedAnswerBytes = 8 * 1024 * 1024;

type HandlerAnswer<N extends EndpointName> = (typeof endpoints)[N] extends { answerMediaType: string }
  ? FileAnswer<Answer<N>>
  : Answer<N>;

/**
 * What a handler is given: a console call its staff member (`StaffRequestContext`), signing in the
 * session cookie to set (`ConsoleRequestContext`), every other call the visitor's request.
 */
type ContextOf<N extends EndpointName> = (typeof endpoints)[N] extends { root: 'admin'; access: 'public' }
  ? ConsoleRequestContext
  : (typeof endpoints)[N] extends { root: 'admin' }
    ? StaffRequestContext
    : RequestContext;

export type Handler<N extends EndpointName> = (
  ctx: ContextOf<N>,
  input: Input<N>,
) => Promise<HandlerAnswer<N>>;
/** One handler for every endpoint of the contract: a missing one does not compile. */
export type Handlers = { readonly [N in EndpointName]: Handler<N> };

/** `/orders/{token}` as a Hono route, `/orders/:token`. */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

function parsePart(schema: z.ZodType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw new DomainError('invalidRequest');
  return result.data;
}

async function readBody(c: Context, endpoint: Endpoint): Promise<unknown> {
  if (!endpoint.body) return undefined;
  const json: unknown = await c.req.json().catch(() => {
    throw new DomainError('invalidRequest');
  });
  return parsePart(endpoint.body, json);
}

/** The context of a request under `/:tenant/...` (or the demo tenant's root); unknown tenants are 404. */
export function requestContext(c: Context, appContext: AppContext): RequestContext {
  const tenantParam = c.req.param('tenant');
  const tenantId = tenantParam ?? 'demo';
  const tenant = Object.hasOwn(appContext.tenants, tenantId) ? appContext.tenants[tenantId] : undefined;
  if (!tenant) throw new DomainError('recordNotFound');
  const clientIp = clientAddress(c, appContext.trustProxy);
  return {
    ...appContext,
    tenant,
    // One address per site, whichever API root was called: demo's links name /demo/ too.
    siteUrl: `${new URL(c.req.url).origin}/${tenantId}`,
    clientIp,
    client: clientKey(clientIp),
    cookies: requestCookies(c),
    receivedMs: receivedMs(c),
  };
}

/**
 * The stock reads whose answers are cached for about a second (`AppContext.stockAnswers`): a calendar at
 * most that stale is fine, because creating an order checks the stock again in the database.
 */
export const cachedEndpoints: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'getStockStatuses',
  'getDayStock',
  'searchProducts',
  'searchProductsByDate',
  'searchSetProducts',
]);

/**
 * The context of a console call, once its checks hold: a changing call from another site's page is
 * refused ('csrf check failed'), then every call but signing in needs its staff member (`staffOfCall`:
 * session, CSRF token, membership of the venue, role). Runs before the input is read, so a caller
 * without a session learns nothing of what a call takes.
 */
async function consoleContext(
  c: Context,
  appContext: AppContext,
  endpoint: Endpoint,
): Promise<ConsoleRequestContext | StaffRequestContext> {
  const changes = endpoint.method !== 'GET';
  if (changes && fromAnotherSite(c)) throw new DomainError('csrfRefused');
  const ctx: ConsoleRequestContext = {
    ...requestContext(c, appContext),
    sessionCookie: staffSessionCookie(c, appContext.trustProxy),
  };
  if (endpoint.access === 'public' || endpoint.access === undefined) return ctx;
  const staff = await staffOfCall(ctx, {
    access: endpoint.access,
    changes,
    csrfToken: c.req.header('x-csrf-token'),
  });
  return { ...ctx, staff };
}

/** Cache key of a request: tenant, endpoint and the query string as sent. */
function answerKey(tenantId: string, name: EndpointName, url: string): string {
  const query = url.indexOf('?');
  return `${tenantId} ${name}${query === -1 ? '' : url.slice(query)}`;
}

/**
 * Registers every endpoint of the contract with its handler, under the demo roots (`/api/v1`, `/`) and
 * the tenant roots (`/:tenant/api/v1`, `/:tenant`); the console's under `/:tenant/api/admin/v1` only. Requests and answers are validated with the
 * contract's schemas; answers of `cachedEndpoints` are served from `stockAnswers` while they live.
 */
export function registerEndpoints(app: Hono, appContext: AppContext, handlers: Handlers): void {
  const { stockAnswers } = appContext;
  const encodedAnswers = new EncodedAnswers(encodedAnswerBytes);
  for (const name of endpointNames) {
    const handler = handlers[name] as (ctx: RequestContext, input: Input<EndpointName>) => Promise<unknown>;
    const endpoint: Endpoint = endpoints[name];
    const relative = `${rootPathOf(endpoint.root)}${honoPath(endpoint.path)}`;
    const cached = cachedEndpoints.has(name);
    const console = endpoint.root === 'admin';
    const handle = async (c: Context) => {
      const ctx = console ? await consoleContext(c, appContext, endpoint) : requestContext(c, appContext);
      const { tenant: _tenantParam, ...pathParams } = c.req.param() as Record<string, string>;
      const input = {
        params: parsePart(endpoint.params, pathParams),
        query: parsePart(endpoint.query, c.req.query()),
        body: await readBody(c, endpoint),
      } as Input<EndpointName>;
      return handler(ctx, input);
    };
    const route = async (c: Context) => {
      if (cached) {
        const tenantId = c.req.param('tenant') ?? 'demo';
        const key = answerKey(tenantId, name, c.req.url);
        const json = await stockAnswers.answer(tenantId, key, async () =>
          JSON.stringify(endpoint.answer.parse(await handle(c))),
        );
        return jsonResponse(c, json, (encoding) => encodedAnswers.encoded(key, json, encoding));
      }
      const result = await handle(c);
      // A console answer holds visitors' details: no cache keeps it.
      if (console) c.header('cache-control', 'no-store');
      if (endpoint.answerMediaType) return fileResponse(c, endpoint, result as FileAnswer<string>);
      const answer = endpoint.answer.parse(result);
      return answer === null ? c.body(null, 204) : jsonResponse(c, JSON.stringify(answer));
    };
    // The console's calls always name their venue; the others also answer under the demo's roots.
    app.on(endpoint.method, console ? [`/:tenant${relative}`] : [relative, `/:tenant${relative}`], route);
  }
}
