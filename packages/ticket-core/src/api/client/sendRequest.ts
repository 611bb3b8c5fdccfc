import { z } from 'zod';
import type { Endpoint } from '../endpoints/define.ts';
import { errorBodySchema } from '../endpoints/shared.ts';
import { ApiError, type ApiErrorInit } from './apiError.ts';
import { buildUrl, type Roots } from './buildUrl.ts';
import type { CallOptions } from './callTypes.ts';

export interface Transport {
  roots: Roots;
  fetch: typeof fetch;
  defaultTimeoutMs: number;
}

export interface RequestInput extends CallOptions {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

type Failure = Omit<ApiErrorInit, 'endpoint' | 'silent'>;
type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

const describe = (error: unknown) => (error instanceof z.ZodError ? z.prettifyError(error) : String(error));

/** The request's URL and init; a failure when the input does not match the entry's schemas. */
function prepare(
  roots: Roots,
  entry: Endpoint,
  input: RequestInput,
): Outcome<{ url: string; init: RequestInit }> {
  try {
    const url = buildUrl(roots, entry, input.params, input.query);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!entry.body) return { ok: true, value: { url, init: { method: entry.method, headers } } };
    headers['content-type'] = 'application/json';
    const body = JSON.stringify(z.encode(entry.body, input.body));
    return { ok: true, value: { url, init: { method: entry.method, headers, body } } };
  } catch (cause) {
    return { ok: false, failure: { kind: 'unknown', detail: `invalid request: ${describe(cause)}`, cause } };
  }
}

function parseJson(text: string): Outcome<unknown> {
  try {
    return { ok: true, value: text === '' ? null : JSON.parse(text) };
  } catch (cause) {
    return { ok: false, failure: { kind: 'unknown', detail: 'answer is not JSON', cause } };
  }
}

/** A non-2xx answer: the body's `error` and `can_retry` when it has them. */
function httpFailure(status: number, text: string): Failure {
  const json = parseJson(text);
  const body = json.ok ? errorBodySchema.safeParse(json.value) : undefined;
  if (!body?.success) return { kind: 'http', status, detail: `status ${status} without an error body` };
  return { kind: 'http', status, message: body.data.error, canRetry: body.data.can_retry };
}

/** A 2xx answer checked against the entry's schema. */
function answerOf(entry: Endpoint, status: number, text: string): Outcome<unknown> {
  const json = parseJson(text);
  if (!json.ok) return { ok: false, failure: { ...json.failure, status } };
  const answer = entry.answer.safeParse(json.value);
  if (answer.success) return { ok: true, value: answer.data };
  const detail = `unexpected answer: ${describe(answer.error)}`;
  return { ok: false, failure: { kind: 'unknown', status, detail, cause: answer.error } };
}

/**
 * Sends one call and resolves to its validated answer (null for an ignored status), or rejects with an
 * `ApiError`. The call is aborted when its timeout passes (a `connection` failure) or when the caller's
 * signal aborts (`cancel`).
 */
export async function sendRequest(
  transport: Transport,
  entry: Endpoint,
  input: RequestInput,
): Promise<unknown> {
  const fail = (failure: Failure) =>
    new ApiError({ ...failure, endpoint: entry.name, silent: entry.silent === true });
  if (input.signal?.aborted) throw fail({ kind: 'cancel', detail: 'aborted before sending' });
  const request = prepare(transport.roots, entry, input);
  if (!request.ok) throw fail(request.failure);

  const controller = new AbortController();
  const timeoutMs = input.timeoutMs ?? entry.timeoutMs ?? transport.defaultTimeoutMs;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort();
  input.signal?.addEventListener('abort', cancel, { once: true });
  let status: number;
  let text: string;
  try {
    const response = await transport.fetch(request.value.url, {
      ...request.value.init,
      signal: controller.signal,
    });
    status = response.status;
    text = await response.text();
  } catch (cause) {
    if (timedOut) throw fail({ kind: 'connection', detail: `no answer within ${timeoutMs} ms`, cause });
    if (input.signal?.aborted) throw fail({ kind: 'cancel', detail: 'aborted by the caller', cause });
    throw fail({ kind: 'connection', detail: `request failed: ${describe(cause)}`, cause });
  } finally {
    clearTimeout(timer);
    input.signal?.removeEventListener('abort', cancel);
  }

  if (status >= 200 && status < 300) {
    const answer = answerOf(entry, status, text);
    if (!answer.ok) throw fail(answer.failure);
    return answer.value;
  }
  if (entry.ignoreStatuses?.includes(status)) return null;
  throw fail(httpFailure(status, text));
}
