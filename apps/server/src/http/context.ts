import type { CallContext, ServiceContext } from '../service/context.ts';
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
