/**
 * The one storage module. Spec section 3's stored items live in sessionStorage (so a reload mid-checkout
 * loses nothing); the list of spot order tokens lives in localStorage. Keys are prefixed with the tenant
 * id, since every tenant is served from the same origin.
 */
export const sessionItems = [
  'orderToken',
  'mailToken',
  'paymentNumber',
  'languageCode',
  'defaultLanguageCode',
  'signInData',
  'paymentData',
  'completeData',
  'tagManagerData',
  'changeDateData',
  'changeDateResult',
  'changeDatePaymentData',
  'changeDatePaymentResult',
  'dPaymentStateCode',
  'membershipInQuery',
  'spotOrderToken',
  'orderPage',
  'entryQuery',
  /** The order whose hold the visitor extended (its one extension is used). */
  'extendedHold',
] as const;
export type SessionItem = (typeof sessionItems)[number];

export interface Storage {
  get<T>(item: SessionItem): T | null;
  set(item: SessionItem, value: unknown): void;
  remove(...items: SessionItem[]): void;
  /** A full reset clears the session (spec section 4). */
  clearSession(): void;
  /**
   * This device's spot purchases, oldest first: the reservation tokens /spot/ticket-inquiry lists. (The
   * session's `spotOrderToken` is the spot entry's `qr_token`, which a timeout or a retry returns to.)
   */
  spotOrderTokens(): string[];
  addSpotOrderToken(token: string): void;
}

const isTokenList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

export function createStorage(
  tenantId: string,
  session: globalThis.Storage = sessionStorage,
  local: globalThis.Storage = localStorage,
): Storage {
  const key = (item: string) => `${tenantId}:${item}`;
  const read = (store: globalThis.Storage, item: string): unknown => {
    const raw = store.getItem(key(item));
    if (raw === null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  };
  return {
    get: <T>(item: SessionItem) => read(session, item) as T | null,
    set: (item, value) => session.setItem(key(item), JSON.stringify(value)),
    remove: (...items) => {
      for (const item of items) session.removeItem(key(item));
    },
    clearSession: () => {
      for (const item of sessionItems) session.removeItem(key(item));
    },
    spotOrderTokens: () => {
      const list = read(local, 'spotOrderTokens');
      return isTokenList(list) ? list : [];
    },
    addSpotOrderToken: (token) => {
      const list = read(local, 'spotOrderTokens');
      const tokens = isTokenList(list) ? list : [];
      if (!tokens.includes(token)) local.setItem(key('spotOrderTokens'), JSON.stringify([...tokens, token]));
    },
  };
}

/** Spec section 4: "Ending an order clears saved order, sign-in and payment data." */
export function endOrder(storage: Storage): void {
  storage.remove(
    'orderToken',
    'orderPage',
    'signInData',
    'paymentData',
    'mailToken',
    'paymentNumber',
    'extendedHold',
  );
}

/** Spec section 4: "Change-date data and result are reset separately." */
export function resetChangeDate(storage: Storage): void {
  storage.remove('changeDateData', 'changeDateResult', 'changeDatePaymentData', 'changeDatePaymentResult');
}
