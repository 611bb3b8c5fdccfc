/** What the stock status of a day is computed from. */
export interface DayStock {
  date: string;
  closed: boolean;
  capacity: number;
  remaining: number;
  spans: number;
}

export type StockStatus = 'few' | 'sold_out' | 'closed' | 'normal';

/** A day is few-stock when at most this share of its capacity (and at least 3 tickets' worth) is left. */
const fewShare = 0.1;

/** Spec section 4: closed or without stock gives closed; no tickets left gives sold out; few left gives few. */
export function stockStatus(day: DayStock, today: string): StockStatus {
  if (day.closed || day.spans === 0 || day.date < today) return 'closed';
  if (day.remaining <= 0) return 'sold_out';
  if (day.remaining <= Math.max(3, Math.floor(day.capacity * fewShare))) return 'few';
  return 'normal';
}
