import type {
  CallContext,
  ConsoleCallContext,
  ServiceContext,
  StaffCallContext,
} from '../service/context.ts';
import type { AnswerCache } from './answerCache.ts';
import type { TrustProxy } from './clientAddress.ts';

/** What every handler can use: the service context and what only the HTTP layer needs. */
export interface AppContext extends ServiceContext {
  /** Recent answers of the stock reads; see `cachedEndpoints`. */
  stockAnswers: AnswerCache;
  /** The proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`). */
  trustProxy: TrustProxy;
}

/** The app context plus what one request adds: the caller, as every service takes it. */
export interface RequestContext extends AppContext, CallContext {}

/** A console call's request context, before its staff member is known (signing in). */
export interface ConsoleRequestContext extends RequestContext, ConsoleCallContext {}

/** A console call's request context with the staff member every check allowed. */
export interface StaffRequestContext extends RequestContext, StaffCallContext {}
