import { atom } from 'jotai';
import { storage } from '../../tenant.ts';

/** What the visitor has chosen on the order screen; saved so a reload or a back navigation keeps it. */
export interface OrderDraft {
  productUuid: string | null;
  /** yyyy-MM-dd in Tokyo. */
  date: string | null;
  timeSpanId: number | null;
  /** Ticket counts per option (ticket kind) id. */
  counts: Record<string, number>;
  /** Set product quantities per uuid. */
  setProducts: Record<string, number>;
}

export const emptyDraft: OrderDraft = {
  productUuid: null,
  date: null,
  timeSpanId: null,
  counts: {},
  setProducts: {},
};

const draft = atom<OrderDraft>(storage.get<OrderDraft>('orderPage') ?? emptyDraft);

/** The order draft, persisted as the spec's saved order page. */
export const orderDraftAtom = atom(
  (get) => get(draft),
  (_get, set, next: OrderDraft) => {
    set(draft, next);
    storage.set('orderPage', next);
  },
);

/** Choosing an earlier step clears the choices that depended on it. */
export function choose(
  current: OrderDraft,
  change: Partial<OrderDraft>,
  dependsOnProductFirst: boolean,
): OrderDraft {
  const next = { ...current, ...change };
  if ('productUuid' in change && change.productUuid !== current.productUuid) {
    Object.assign(next, { timeSpanId: null, counts: {}, setProducts: {} });
    if (dependsOnProductFirst) next.date = null;
  }
  if ('date' in change && change.date !== current.date) {
    Object.assign(next, { timeSpanId: null, counts: {}, setProducts: {} });
    if (!dependsOnProductFirst) next.productUuid = null;
  }
  if ('timeSpanId' in change && change.timeSpanId !== current.timeSpanId) {
    Object.assign(next, { counts: {}, setProducts: {} });
  }
  return next;
}
