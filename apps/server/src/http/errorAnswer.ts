import { type ErrorStatus, errorStatuses } from '@venue/ticket-core';
import { type DomainError, LimitReachedError } from '../domainError.ts';

/**
 * The one place a domain error becomes HTTP: the catalogue's 4xx status (429 for a reached per-client
 * limit, whatever its message) and the body `{ error, can_retry? }`.
 */
export function errorAnswer(error: DomainError): {
  status: ErrorStatus;
  body: { error: string; can_retry?: boolean };
} {
  const status = error instanceof LimitReachedError ? 429 : errorStatuses[error.key];
  const body =
    error.canRetry === undefined
      ? { error: error.message }
      : { error: error.message, can_retry: error.canRetry };
  return { status, body };
}
