import type { z } from 'zod';

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/**
 * Where an entry's path starts. `api` is the API root (`/api/v1` or `/<tenant>/api/v1`); `site` is the
 * site root that API root sits under (`/` or `/<tenant>/`), used by the carrier and Paygent calls that
 * spec 7 places outside `/api/v1`.
 */
export const endpointRoots = ['api', 'site'] as const;
export type EndpointRoot = (typeof endpointRoots)[number];

/** Checkout, confirm checkout and 3-D Secure calls time out after 4 minutes (spec 7 and 9). */
export const longTimeoutMs = 4 * 60 * 1000;

/** The parts of a call; `designedParts` names those of a spec call that the spec leaves unshown. */
export const endpointParts = ['params', 'query', 'body', 'answer'] as const;
export type EndpointPart = (typeof endpointParts)[number];

/** A string-to-value codec for the URL parts: an object whose wire form has only string fields. */
type UrlSchema = z.ZodType<Record<string, unknown>, Record<string, string | undefined>>;

/** One call of the API, as written in the table (the name comes from the table key). */
export interface EndpointDefinition {
  readonly method: HttpMethod;
  /** Path relative to the root, params in braces: `/orders/{token}`. */
  readonly path: string;
  readonly root?: EndpointRoot;
  readonly summary: string;
  /** True for calls the spec leaves unshown and we designed in the same style. */
  readonly designed?: boolean;
  /** Parts of a spec call whose shape the spec does not show and we designed. */
  readonly designedParts?: readonly EndpointPart[];
  readonly params?: UrlSchema;
  readonly query?: UrlSchema;
  readonly body?: z.ZodType;
  /** The 2xx answer; `noContent` for 204. */
  readonly answer: z.ZodType;
  readonly timeoutMs?: number;
  /** Failures of a silent call raise no dialog (spec 7). */
  readonly silent?: boolean;
  /** Statuses that resolve to null instead of failing (spec 7). */
  readonly ignoreStatuses?: readonly number[];
}

export type Endpoint<Name extends string = string> = EndpointDefinition & { readonly name: Name };

/** Adds each key as the entry's `name`, keeping the literal types of the entries. */
export function defineEndpoints<const T extends Record<string, EndpointDefinition>>(
  table: T,
): { readonly [K in keyof T & string]: T[K] & { readonly name: K } } {
  return Object.fromEntries(Object.entries(table).map(([name, entry]) => [name, { ...entry, name }])) as {
    [K in keyof T & string]: T[K] & { readonly name: K };
  };
}

/** The names of the `{params}` of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
}
