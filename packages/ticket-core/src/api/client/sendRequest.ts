import type { ErrorBody } from '../endpoints/shared.ts';
import type { Route } from '../routes/define.ts';
import { ApiError, type ApiErrorInit } from './apiError.ts';
import { buildUrl, type Roots } from './buildUrl.ts';
import type { CallOptions } from './callTypes.ts';
import type { RequestParts, Wire } from './wire.ts';

export interface Transport {
  roots: Roots;
  fetch: typeof fetch;
  defaultTimeoutMs: number;
  /** Resends of a `retryOnDrop` call whose connection failed before any answer. */
  dropRetries: number;
  /** Wait before the first resend, doubled before each further one. */
  dropRetryDelayMs: number;
  /** Headers added to every call (the console's CSRF token). */
  headers?: () => Record<string, string>;
}

export interface RequestInput extends CallOptions, RequestParts {}

type Failure = Omit<ApiErrorInit, 'endpoint' | 'silent'>;
type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/** The request's URL and init; a failure when the wire rejects the input. */
function prepare(
  roots: Roots,
  wire: Wire,
  route: Route,
  input: RequestInput,
  extraHeaders: Record<string, string> = {},
): Outcome<{ url: string; init: RequestInit }> {
  try {
    const request = wire.encode(route.name, input);
    const url = buildUrl(roots, route, request.params, request.query);
    const headers: Record<string, string> = {
      ...extraHeaders,
      accept: route.answerMediaType ?? 'application/json',
    };
    if (request.body === undefined)
      return { ok: true, value: { url, init: { method: route.method, headers } } };
    headers['content-type'] = 'application/json';
    return { ok: true, value: { url, init: { method: route.method, headers, body: request.body } } };
  } catch (cause) {
    const detail = `invalid request: ${wire.describe(cause)}`;
    return { ok: false, failure: { kind: 'unknown', detail, cause } };
  }
}

function parseJson(text: string): Outcome<unknown> {
  try {
    return { ok: true, value: text === '' ? null : JSON.parse(text) };
  } catch (cause) {
    return { ok: false, failure: { kind: 'unknown', detail: 'answer is not JSON', cause } };
  }
}

/** The `ErrorBody` of a 4xx answer (`errorBodySchema`), read without the schema. */
function errorBodyOf(value: unknown): ErrorBody | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { error, can_retry: canRetry } = value as Record<string, unknown>;
  if (typeof error !== 'string') return undefined;
  if (canRetry !== undefined && typeof canRetry !== 'boolean') return undefined;
  return { error, can_retry: canRetry };
}

/** A non-2xx answer: the body's `error` and `can_retry` when it has them, and its other fields. */
function httpFailure(status: number, text: string): Failure {
  const json = parseJson(text);
  const body = json.ok ? errorBodyOf(json.value) : undefined;
  if (!body) return { kind: 'http', status, detail: `status ${status} without an error body` };
  const {
    error: _error,
    can_retry: _canRetry,
    ...fields
  } = (json.ok ? json.value : {}) as Record<string, unknown>;
  return { kind: 'http', status, message: body.error, canRetry: body.can_retry, fields };
}

/** A 2xx answer as the wire decodes it: the parsed JSON, or the text of a file answer. */
function answerOf(wire: Wire, route: Route, status: number, text: string): Outcome<unknown> {
  const json: Outcome<unknown> = route.answerMediaType ? { ok: true, value: text } : parseJson(text);
  if (!json.ok) return { ok: false, failure: { ...json.failure, status } };
  try {
    return { ok: true, value: wire.decode(route.name, json.value) };
  } catch (cause) {
    const detail = `unexpected answer: ${wire.describe(cause)}`;
    return { ok: false, failure: { kind: 'unknown', status, detail, cause } };
  }
}

/** Waits `ms`, or less when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * Sends one call and resolves to its answer as the wire decodes it (null for an ignored status), or rejects with an
 * `ApiError`. The call is aborted when its timeout passes (a `connection` failure) or when the caller's
 * signal aborts (`cancel`). A `retryOnDrop` call whose connection fails before any answer is sent again,
 * up to `dropRetries` times with a doubling wait, all within its one timeout.
 */
export async function sendRequest(
  transport: Transport,
  wire: Wire,
  route: Route,
  input: RequestInput,
): Promise<unknown> {
  const fail = (failure: Failure) =>
    new ApiError({ ...failure, endpoint: route.name, silent: route.silent === true });
  if (input.signal?.aborted) throw fail({ kind: 'cancel', detail: 'aborted before sending' });
  const request = prepare(transport.roots, wire, route, input, transport.headers?.());
  if (!request.ok) throw fail(request.failure);

  const controller = new AbortController();
  const timeoutMs = input.timeoutMs ?? route.timeoutMs ?? transport.defaultTimeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  input.signal?.addEventListener('abort', cancel, { once: true });
  const resends = route.retryOnDrop ? transport.dropRetries : 0;
  let status: number;
  let text: string;
  try {
    let response: Response | undefined;
    for (let resend = 0; response === undefined; resend += 1) {
      try {
        response = await transport.fetch(request.value.url, {
          ...request.value.init,
          signal: controller.signal,
        });
      } catch (cause) {
        // No answer at all: the connection failed. Only then, and only for calls the server answers
        // the same way when sent again, is the call resent.
        if (resend >= resends || controller.signal.aborted) throw cause;
        await pause(transport.dropRetryDelayMs * 2 ** resend, controller.signal);
      }
    }
    status = response.status;
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw fail({ kind: 'connection', detail: `no answer within ${timeoutMs} ms`, cause });
    if (input.signal?.aborted) throw fail({ kind: 'cancel', detail: 'aborted by the caller', cause });
    throw fail({ kind: 'connection', detail: `request failed: ${String(cause)}`, cause });
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', cancel);
  }

  if (status >= 200 && status < 300) {
    const answer = answerOf(wire, route, status, text);
    if (!answer.ok) throw fail(answer.failure);
    return answer.value;
  }
  if (route.ignoreStatuses?.includes(status)) return null;
  throw fail(httpFailure(status, text));
}
