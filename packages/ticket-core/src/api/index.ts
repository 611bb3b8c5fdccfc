export { type ApiClient, type ApiClientOptions, defaultTimeoutMs } from './client/apiClient.ts';
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
export { createApiClient } from './client/createApiClient.ts';
export { createUncheckedApiClient } from './client/createUncheckedApiClient.ts';
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
  consoleHistoryKinds,
  consoleOrderSchema,
  consoleOrderSearchQuery,
  consoleOrderSummarySchema,
  consoleSlotSchema,
  consoleTodaySchema,
  type GateList,
  gateListSchema,
  gateScanResultSchema,
  gateScanVerdicts,
  orderChangedSchema,
  orderVersionParts,
  staffSessionSchema,
} from './endpoints/console.ts';
export {
  type Endpoint,
  type EndpointDefinition,
  type EndpointPart,
  type EndpointSchemas,
  endpointParts,
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
  orderViewSchema,
} from './endpoints/orders.ts';
export {
  customerContents as customerContentsSchema,
  type DiscountType,
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
  type WaitingRoomState,
  waitingRoomAnswerSchema,
  waitingRoomStates,
} from './endpoints/waitingRoom.ts';
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
export { type OrderStatusName, orderStatuses } from './orderStatuses.ts';
export {
  adminRootPath,
  type EndpointRoot,
  endpointRoots,
  type HttpMethod,
  httpMethods,
  longTimeoutMs,
  pathParamNames,
  type Route,
  type RouteDefinition,
  rootPathOf,
  siteRootPath,
} from './routes/define.ts';
export { routes } from './routes.ts';
