import type { EndpointName } from '../endpoints.ts';
import type { ApiError } from './apiError.ts';
import { siteRootOf } from './buildUrl.ts';
import type { CallArgs, CallResult, RequestEvent } from './callTypes.ts';
import { createPendingCounter, type PendingCounts } from './pendingCounter.ts';
import { type RequestInput, sendRequest } from './sendRequest.ts';
import type { Wire } from './wire.ts';

/** Timeout of calls whose entry sets none. */
export const defaultTimeoutMs = 30_000;

/** Times a `retryOnDrop` call is sent again after its connection failed, unless the options say otherwise. */
export const defaultDropRetries = 3;

/** Wait before the first resend of a dropped call; each further one waits twice as long as the last. */
export const defaultDropRetryDelayMs = 500;

export interface ApiClientOptions {
  /** The API root: `/api/v1`, `/<tenant>/api/v1`, or an absolute URL of one. */
  root: string;
  /** Root of the calls outside `/api/v1`; defaults to `root` without its trailing `/api/v1`. */
  siteRoot?: string;
  fetch?: typeof fetch;
  defaultTimeoutMs?: number;
  /**
   * How many times a call whose route has `retryOnDrop` is sent again when no answer came because the
   * connection failed (refused, reset, dropped); an answer of any status, a timeout or a cancel is never
   * retried. 3 by default; 0 turns resending off.
   */
  dropRetries?: number;
  /** Wait before the first resend (500 ms by default), doubled before each further one. */
  dropRetryDelayMs?: number;
  /** Called whenever a call starts or ends, with the counts of calls in flight (the loading bar). */
  onPendingChange?: (counts: PendingCounts) => void;
  /** Called as each call goes through requesting, then success, failure or cancel. */
  onRequestEvent?: (event: RequestEvent) => void;
  /** Headers to add to each call as it is sent (the console's `x-csrf-token`). */
  headers?: () => Record<string, string>;
}

type EndpointMethods = { readonly [N in EndpointName]: (...args: CallArgs<N>) => Promise<CallResult<N>> };

export type ApiClient = EndpointMethods & {
  /** Any call by name; what the typed methods use. */
  request<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>>;
  /** The calls in flight now. */
  pending(): PendingCounts;
};

/** A client with one typed method per call, sending through `wire` (checked or not). */
export function apiClientOver(
  wire: Wire,
  names: readonly EndpointName[],
  options: ApiClientOptions,
): ApiClient {
  const transport = {
    roots: { api: options.root, site: options.siteRoot ?? siteRootOf(options.root) },
    fetch: options.fetch ?? globalThis.fetch.bind(globalThis),
    defaultTimeoutMs: options.defaultTimeoutMs ?? defaultTimeoutMs,
    dropRetries: options.dropRetries ?? defaultDropRetries,
    dropRetryDelayMs: options.dropRetryDelayMs ?? defaultDropRetryDelayMs,
    headers: options.headers,
  };
  const counter = createPendingCounter(options.onPendingChange);
  const emit = (event: RequestEvent) => options.onRequestEvent?.(event);

  async function request<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>> {
    const route = wire.route(name);
    const isGet = route.method === 'GET';
    emit({ name, phase: 'requesting' });
    counter.start(isGet);
    let answer: unknown;
    try {
      answer = await sendRequest(transport, wire, route, (args[0] ?? {}) as RequestInput);
    } catch (error) {
      const apiError = error as ApiError;
      emit({ name, phase: apiError.kind === 'cancel' ? 'cancel' : 'failure', error: apiError });
      throw apiError;
    } finally {
      counter.end(isGet);
    }
    emit({ name, phase: 'success' });
    return answer as CallResult<N>;
  }

  const methods = Object.fromEntries(
    names.map((name) => [name, (...args: CallArgs<typeof name>) => request(name, ...args)]),
  ) as unknown as EndpointMethods;
  return { ...methods, request, pending: counter.counts };
}
