import type { EndpointName } from '../endpoints.ts';
import { routes } from '../routes.ts';
import { type ApiClient, type ApiClientOptions, apiClientOver } from './apiClient.ts';
import { uncheckedWire } from './uncheckedWire.ts';

/**
 * The same typed client built from the routes alone: requests and answers are trusted to match their
 * types, so neither zod nor a schema is loaded. For the browser, whose server is checked by the same
 * endpoint table.
 */
export function createUncheckedApiClient(options: ApiClientOptions): ApiClient {
  return apiClientOver(uncheckedWire, Object.keys(routes) as EndpointName[], options);
}
