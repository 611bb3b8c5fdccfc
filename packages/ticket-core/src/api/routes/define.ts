import type { StaffAccess } from '../../staff/staffRoles.ts';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Where an entry's path starts. `api` is the API root (`/api/v1` or `/<tenant>/api/v1`); `site` is the
 * site root that API root sits under (`/` or `/<tenant>/`), used by the carrier and Paygent calls that
 * spec 7 places outside `/api/v1`; `admin` is the venue console's root under the tenant's admin path
 * (`/<tenant>/api/admin/v1`, always with the tenant), whose calls need a staff session (`access`).
 */
export const endpointRoots = ['api', 'site', 'admin'] as const;
export type EndpointRoot = (typeof endpointRoots)[number];

/** Checkout, confirm checkout and 3-D Secure calls time out after 4 minutes (spec 7 and 9). */
export const longTimeoutMs = 4 * 60 * 1000;

/** The console root under a site root: `/<tenant>` gives `/<tenant>/api/admin/v1`. */
export const adminRootPath = '/api/admin/v1';

/** Where a root starts below the site root: `''`, `/api/v1` or `/api/admin/v1`. */
export function rootPathOf(root: EndpointRoot | undefined): string {
  return root === 'site' ? '' : root === 'admin' ? adminRootPath : '/api/v1';
}

/** Where a site's `root` starts on the origin serving it (`/<site>/api/v1` for its API root). */
export function siteRootPath(site: string, root: EndpointRoot | undefined = 'api'): string {
  return `/${site}${rootPathOf(root)}`;
}

/**
 * How a call travels, without its schemas: all a client needs to send it. The endpoint table joins each
 * route with its schemas (`defineEndpoints`); a browser client can run on the routes alone.
 */
export interface RouteDefinition {
  readonly method: HttpMethod;
  /** Path relative to the root, params in braces: `/orders/{token}`. */
  readonly path: string;
  readonly root?: EndpointRoot;
  readonly timeoutMs?: number;
  /** Failures of a silent call raise no dialog (spec 7). */
  readonly silent?: boolean;
  /** Statuses that resolve to null instead of failing (spec 7). */
  readonly ignoreStatuses?: readonly number[];
  /** Media type of a 2xx answer that is a file rather than JSON (`text/calendar`); it resolves to its text. */
  readonly answerMediaType?: string;
  /**
   * The server answers the call sent again as it answered the first (checkout and confirm checkout:
   * the order's payment is answered, never charged twice), so the client sends it again when its
   * connection failed before any answer came (`ApiClientOptions.dropRetries`).
   */
  readonly retryOnDrop?: boolean;
  /**
   * Who may make an `admin` call: `public` (signing in), `session` (any signed-in member of the venue),
   * or the permission the caller's role must have (`rolePermissions`). Every `admin` route names one
   * (`defineAdminRoutes`).
   */
  readonly access?: StaffAccess;
}

export type Route<Name extends string = string> = RouteDefinition & { readonly name: Name };

/** Adds each key as the route's `name`, keeping the literal types of the entries. */
export function defineRoutes<const T extends Record<string, RouteDefinition>>(
  table: T,
): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, name }])) as {
    [K in keyof T & string]: T[K] & { readonly name: K };
  };
}

/** A venue console call's route: `defineAdminRoutes` puts it under the `admin` root. */
export interface AdminRouteDefinition extends Omit<RouteDefinition, 'root' | 'access'> {
  readonly access: StaffAccess;
}

/** `defineRoutes` for the venue console: every entry under the `admin` root, each with its `access`. */
export function defineAdminRoutes<const T extends Record<string, AdminRouteDefinition>>(
  table: T,
): { readonly [K in keyof T & string]: T[K] & { readonly root: 'admin'; readonly name: K } } {
  return Object.fromEntries(
    Object.entries(table).map(([name, entry]) => [name, { ...entry, root: 'admin', name }]),
  ) as { [K in keyof T & string]: T[K] & { readonly root: 'admin'; readonly name: K } };
}

/** The names of the `{params}` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
