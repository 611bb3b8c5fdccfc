/**
 * How a call failed:
 * - `http`: the server answered with a status outside 2xx (and not one the call ignores);
 * - `connection`: no answer (server unreachable, network down, or the call's timeout passed);
 * - `unknown`: an answer we cannot use (not JSON, or not matching the call's schema), or a request
 *   that does not match its own schema;
 * - `cancel`: the caller aborted the call; nothing is shown for it.
 */
export const apiErrorKinds = ['http', 'connection', 'unknown', 'cancel'] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  endpoint: string;
  silent: boolean;
  status?: number;
  message?: string;
  canRetry?: boolean;
  detail?: string;
  /** The error body's other fields (the console's `order changed`: `changed`, `version`). */
  fields?: Readonly<Record<string, unknown>>;
  cause?: unknown;
}

/**
 * The one error every client call rejects with; the input of core's `errorAction` (errors/).
 * `message` is the body's `error` (spec 8) and is '' when the answer carried none, so a dialog shows
 * only server messages; what went wrong otherwise is in `detail`, for logs. `canRetry` is the body's
 * `can_retry`. `silent` calls (spec 7, membership promotion) raise no dialog.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly silent: boolean;
  readonly status?: number;
  readonly canRetry?: boolean;
  readonly detail?: string;
  /** The error body's fields beside `error` and `can_retry`; empty when it had none. */
  readonly fields: Readonly<Record<string, unknown>>;

  constructor(init: ApiErrorInit) {
    super(init.message ?? '', { cause: init.cause });
    this.kind = init.kind;
    this.endpoint = init.endpoint;
    this.silent = init.silent;
    this.status = init.status;
    this.canRetry = init.canRetry;
    this.detail = init.detail;
    this.fields = init.fields ?? {};
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
