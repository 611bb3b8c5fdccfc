import { endpointNames } from '../endpoints.ts';
import { type ApiClient, type ApiClientOptions, apiClientOver } from './apiClient.ts';
import { checkedWire } from './checkedWire.ts';

/**
 * A client with one typed method per entry of the endpoint table that checks every request and answer
 * against the entry's schemas (tests, tools, servers calling servers).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return apiClientOver(checkedWire, endpointNames, options);
}
