import type { Route } from '../routes/define.ts';
import type { UrlParts } from './buildUrl.ts';

/** A request in the form it is sent: URL parts as strings and the JSON body text. */
export interface WireRequest {
  params: UrlParts;
  query?: UrlParts;
  body?: string;
}

/** The request parts a call is given. */
export interface RequestParts {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

/**
 * How a client turns a call's values into what is sent and a 2xx answer into what it resolves to:
 * checked against the endpoint table's schemas (`checkedWire`), or trusted to match its types
 * (`uncheckedWire`, for the browser, which then ships no schemas).
 */
export interface Wire {
  /** The route of a call. */
  route(name: string): Route;
  /** Throws for input that does not match the call. */
  encode(name: string, parts: RequestParts): WireRequest;
  /** Throws for an answer that does not match the call. */
  decode(name: string, json: unknown): unknown;
  /** A readable account of what `encode` or `decode` threw. */
  describe(error: unknown): string;
}
