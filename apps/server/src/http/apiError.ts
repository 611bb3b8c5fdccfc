import { type ErrorKey, errorMessages, errorStatuses } from '@venue/ticket-core';

/** A catalogue error (spec section 8), answered as `{ error, can_retry? }` with its 4xx status. */
export class ApiError extends Error {
  readonly key: ErrorKey;
  readonly canRetry: boolean | undefined;
  readonly status: number;

  constructor(key: ErrorKey, options: { canRetry?: boolean; status?: number } = {}) {
    super(errorMessages[key]);
    this.key = key;
    this.canRetry = options.canRetry;
    this.status = options.status ?? errorStatuses[key];
  }

  body(): { error: string; can_retry?: boolean } {
    return this.canRetry === undefined
      ? { error: this.message }
      : { error: this.message, can_retry: this.canRetry };
  }
}
