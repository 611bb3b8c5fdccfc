import { type ConsoleErrorKey, consoleErrorMessages, type ErrorKey, errorMessages } from '@venue/ticket-core';

/** A key of the visitors' catalogue or of the console's errors (`consoleErrorMessages`). */
export type DomainErrorKey = ErrorKey | ConsoleErrorKey;

const messages: Readonly<Record<DomainErrorKey, string>> = { ...errorMessages, ...consoleErrorMessages };

/**
 * A rule of the domain said no: one error of the spec's catalogue (section 8), with whether the visitor
 * may try again (payment errors). It knows nothing of HTTP; `errorAnswer` turns it into a status and a
 * body at the HTTP edge.
 */
export class DomainError extends Error {
  readonly key: DomainErrorKey;
  readonly canRetry: boolean | undefined;
  /** More for the answer beside the message (a console action's `changed`: what moved on). */
  readonly details: Readonly<Record<string, unknown>> | undefined;

  constructor(
    key: DomainErrorKey,
    options: { canRetry?: boolean; details?: Readonly<Record<string, unknown>> } = {},
  ) {
    super(messages[key]);
    this.key = key;
    this.canRetry = options.canRetry;
    this.details = options.details;
  }
}

/** A per-client limit was reached: the catalogue's message, answered as Too Many Requests. */
export class LimitReachedError extends DomainError {}
