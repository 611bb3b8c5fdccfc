import type { Answer, Body, EndpointName, Endpoints, Params, Query } from '../endpoints.ts';
import type { ApiError } from './apiError.ts';

/** Per-call options beside the request parts. */
export interface CallOptions {
  /** Aborting it cancels the call: it rejects with an `ApiError` of kind `cancel`. */
  signal?: AbortSignal;
  /** Overrides the entry's timeout (or the client's default). */
  timeoutMs?: number;
}

type Field<K extends string, V> = [V] extends [undefined] ? Record<never, never> : { [P in K]: V };

/** What a call takes: `params`, `query` and `body` where its entry has them, plus `CallOptions`. */
export type CallInput<N extends EndpointName> = Field<'params', Params<N>> &
  Field<'query', Query<N>> &
  Field<'body', Body<N>> &
  CallOptions;

/** Calls without params, query or body may be made with no argument. */
export type CallArgs<N extends EndpointName> =
  Record<never, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/** The answer, or null when the call ignores the status it got (spec 7). */
export type CallResult<N extends EndpointName> =
  | Answer<N>
  | (Endpoints[N] extends { readonly ignoreStatuses: readonly number[] } ? null : never);

/** The phases a call goes through (spec 4: requesting, success, failure, cancel). */
export const requestPhases = ['requesting', 'success', 'failure', 'cancel'] as const;
export type RequestPhase = (typeof requestPhases)[number];

export interface RequestEvent {
  name: EndpointName;
  phase: RequestPhase;
  error?: ApiError;
}
