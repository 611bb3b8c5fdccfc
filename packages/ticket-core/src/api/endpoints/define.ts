import type { z } from 'zod';
import type { RouteDefinition } from '../routes/define.ts';

/** The parts of a call; `designedParts` names those of a spec call that the spec leaves unshown. */
export const endpointParts = ['params', 'query', 'body', 'answer'] as const;
export type EndpointPart = (typeof endpointParts)[number];

/** A string-to-value codec for the URL parts: an object whose wire form has only string fields. */
type UrlSchema = z.ZodType<Record<string, unknown>, Record<string, string | undefined>>;

/** What a call carries, as written in a domain's table beside its route (`routes/`). */
export interface EndpointSchemas {
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
}

/** One call of the API: its route and its schemas. */
export type EndpointDefinition = RouteDefinition & EndpointSchemas;

export type Endpoint<Name extends string = string> = EndpointDefinition & { readonly name: Name };

/**
 * Joins each named route with its schemas, in the routes' order. Every route needs schemas and every
 * schema entry a route, so the two halves cannot drift apart.
 */
export function defineEndpoints<
  const R extends Record<string, RouteDefinition & { readonly name: string }>,
  const S extends { readonly [K in keyof R]: EndpointSchemas } & Record<Exclude<keyof S, keyof R>, never>,
>(routes: R, schemas: S): { readonly [K in keyof R & string]: R[K] & S[K] } {
  return Object.fromEntries(
    Object.entries(routes).map(([name, route]) => {
      const parts: EndpointSchemas = schemas[name as keyof R];
      return [name, { ...route, ...parts }];
    }),
  ) as { [K in keyof R & string]: R[K] & S[K] };
}
