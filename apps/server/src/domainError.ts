import { type ErrorKey, errorMessages } from '@venue/ticket-core';

/**
 * A rule of the domain said no: one error of the spec's catalogue (section 8), with whether the visitor
 * may try again (payment errors). It knows nothing of HTTP; `errorAnswer` turns it into a status and a
 * body at the HTTP edge.
 */
export class DomainError extends Error {
  readonly key: ErrorKey;
  readonly canRetry: boolean | undefined;

  constructor(key: ErrorKey, options: { canRetry?: boolean } = {}) {
    super(errorMessages[key]);
    this.key = key;
    this.canRetry = options.canRetry;
  }
}

/** A per-client limit was reached: the catalogue's message, answered as Too Many Requests. */
export class LimitReachedError extends DomainError {}
