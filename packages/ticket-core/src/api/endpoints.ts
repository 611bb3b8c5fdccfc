import type { z } from 'zod';
import { catalogEndpoints } from './endpoints/catalog.ts';
import { consoleEndpoints } from './endpoints/console.ts';
import { consoleCouponsEndpoints } from './endpoints/consoleCoupons.ts';
import { consoleOrderEndpoints } from './endpoints/consoleOrders.ts';
import { consoleReportsEndpoints } from './endpoints/consoleReports.ts';
import { consoleStaffEndpoints } from './endpoints/consoleStaff.ts';
import { consoleStockEndpoints } from './endpoints/consoleStock.ts';
import type { Endpoint } from './endpoints/define.ts';
import { holdEndpoints } from './endpoints/holds.ts';
import { membershipEndpoints } from './endpoints/membership.ts';
import { orderEndpoints } from './endpoints/orders.ts';
import { paymentEndpoints } from './endpoints/payments.ts';
import { reservationEndpoints } from './endpoints/reservations.ts';
import { spotEndpoints } from './endpoints/spot.ts';
import { ticketEndpoints } from './endpoints/tickets.ts';
import { timeChangeEndpoints } from './endpoints/timeChanges.ts';
import { waitingRoomEndpoints } from './endpoints/waitingRoom.ts';

/**
 * The API contract: one entry per call of spec 7 plus the calls we designed (`designed: true`). The
 * server registers its routes from it (in this order, so `/membership/promotion` precedes
 * `/membership/{key}`), the client derives its methods from it and the OpenAPI document is generated
 * from it.
 */
export const endpoints = {
  ...catalogEndpoints,
  ...orderEndpoints,
  ...holdEndpoints,
  ...paymentEndpoints,
  ...reservationEndpoints,
  ...ticketEndpoints,
  ...timeChangeEndpoints,
  ...spotEndpoints,
  ...membershipEndpoints,
  ...waitingRoomEndpoints,
  ...consoleEndpoints,
  ...consoleOrderEndpoints,
  ...consoleStockEndpoints,
  ...consoleCouponsEndpoints,
  ...consoleReportsEndpoints,
  ...consoleStaffEndpoints,
};

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The entries in table order, for code that walks them all (route registration, OpenAPI). */
export const endpointList: readonly Endpoint<EndpointName>[] = endpointNames.map((name) => endpoints[name]);

type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> = Endpoints[N] extends {
  readonly [P in K]: infer S extends z.ZodType;
}
  ? z.output<S>
  : undefined;

/** Path params of a call, as values (numeric ids as numbers). */
export type Params<N extends EndpointName> = Part<N, 'params'>;
/** Query of a call, as values (`main_product_time_span_ids` as an array). */
export type Query<N extends EndpointName> = Part<N, 'query'>;
export type Body<N extends EndpointName> = Part<N, 'body'>;
/** The 2xx answer of a call (null for 204). */
export type Answer<N extends EndpointName> = z.output<Endpoints[N]['answer']>;
