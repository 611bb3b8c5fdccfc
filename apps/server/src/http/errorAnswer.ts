import { consoleErrorStatuses, type ErrorStatus, errorStatuses } from '@venue/ticket-core';
import { type DomainError, type DomainErrorKey, LimitReachedError } from '../domainError.ts';

const statuses: Readonly<Record<DomainErrorKey, ErrorStatus>> = { ...errorStatuses, ...consoleErrorStatuses };

/**
 * The one place a domain error becomes HTTP: the catalogue's 4xx status (429 for a reached per-client
 * limit, whatever its message) and the body `{ error, can_retry? }`, with the error's details beside.
 */
export function errorAnswer(error: DomainError): {
  status: ErrorStatus;
  body: { error: string; can_retry?: boolean };
} {
  const status = error instanceof LimitReachedError ? 429 : statuses[error.key];
  const body =
    error.canRetry === undefined
      ? { ...error.details, error: error.message }
      : { ...error.details, error: error.message, can_retry: error.canRetry };
  return { status, body };
}
