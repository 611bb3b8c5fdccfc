export {
  ApiError,
  type ApiErrorInit,
  type ApiErrorKind,
  apiErrorKinds,
  isApiError,
} from './client/apiError.ts';
export { siteRootOf } from './client/buildUrl.ts';
export type {
  CallArgs,
  CallInput,
  CallOptions,
  CallResult,
  RequestEvent,
  RequestPhase,
} from './client/callTypes.ts';
export { requestPhases } from './client/callTypes.ts';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  defaultTimeoutMs,
} from './client/createApiClient.ts';
export type { PendingCounts } from './client/pendingCounter.ts';
export {
  calendarColorSchema,
  configurationSchema,
  dayStockSchema,
  fieldTemplateSchema,
  languageSchema,
  paymentMethodSchema,
  productSchema,
  productStockSchema,
  setProductSchema,
  stockStatusSchema,
  tagManagerSchema,
  textSchema,
  timeSpanOptionSchema,
  timeSpanSchema,
} from './endpoints/catalog.ts';
export {
  type Endpoint,
  type EndpointDefinition,
  type EndpointPart,
  type EndpointRoot,
  endpointParts,
  endpointRoots,
  type HttpMethod,
  httpMethods,
  longTimeoutMs,
  pathParamNames,
} from './endpoints/define.ts';
export {
  membershipInfoSchema,
  membershipLoginSchema,
  membershipPromotionSchema,
} from './endpoints/membership.ts';
export {
  checkoutAnswerSchema,
  checkoutBodySchema,
  orderBodySchema,
  orderCouponSchema,
  orderCreatedSchema,
  orderStatuses,
  orderViewSchema,
} from './endpoints/orders.ts';
export {
  customerContents as customerContentsSchema,
  dateSelectionModes,
  discountTypes,
  type ErrorBody,
  errorBodySchema,
  languageCodeSchema,
  paymentMethodIdSchema,
  salesChannels,
  stockStatuses,
  ticketKinds,
  ticketStatuses,
} from './endpoints/shared.ts';
export { spotStockSchema } from './endpoints/spot.ts';
export {
  receiptSchema,
  reservationViewSchema,
  sharedReservationSchema,
  ticketSchema,
} from './endpoints/tickets.ts';
export { timeChangeSchema, timeChangeStatuses } from './endpoints/timeChanges.ts';
export {
  type Answer,
  type Body,
  type EndpointName,
  type Endpoints,
  endpointList,
  endpointNames,
  endpoints,
  type Params,
  type Query,
} from './endpoints.ts';
