/** Spec section 3: the states of a calendar cell. */
export const dayStates = ['empty', 'normal', 'few-stock', 'sold-out', 'close', 'disable'] as const;
export type DayState = (typeof dayStates)[number];

/** A day's record of GET /products/stocks-statuses. `stock_status` is few, sold_out, closed, or normal. */
export interface StockRecord {
  date: string;
  display_price: number;
  is_sold_out_display_product: boolean;
  stock_status: string;
}

/** A chosen set product on one day: how many are wanted and how many remain (undefined: not sold that day). */
export interface SetProductDemand {
  quantity: number;
  remainingStock: number | undefined;
}

export interface DayStateInput {
  /** Outside the sale window or in the past. */
  disabled?: boolean;
  record: Pick<StockRecord, 'stock_status'> | undefined;
  /** Highest remaining stock among the day's time slots, when the day stock is known. */
  maxStock?: number;
  /** Total tickets wanted. */
  ticketsWanted?: number;
  setProducts?: readonly SetProductDemand[];
  /** From `checksSetProductStock(settings)`: Time_Change_Set_Product_Stock is 'false'. */
  checkSetProductStock?: boolean;
  /** The day stock's `product_stock_status.is_few`. */
  isFew?: boolean;
}

const setProductLacking = ({ quantity, remainingStock }: SetProductDemand) =>
  remainingStock === undefined || remainingStock < quantity;

/**
 * Spec section 4: "closed or no stock record gives close; maximum stock below total tickets wanted gives
 * sold-out; set product missing or lacking stock (when Time_Change_Set_Product_Stock is 'false') gives
 * sold-out; product few status gives few-stock; otherwise normal." Days outside the sale window or in
 * the past are 'disable' before any of these.
 */
export function dayState(input: DayStateInput): DayState {
  const { record, maxStock, ticketsWanted = 0 } = input;
  if (input.disabled) return 'disable';
  if (!record || record.stock_status === 'closed') return 'close';
  if (record.stock_status === 'sold_out') return 'sold-out';
  if (maxStock !== undefined && maxStock < ticketsWanted) return 'sold-out';
  if (input.checkSetProductStock && input.setProducts?.some(setProductLacking)) return 'sold-out';
  if (input.isFew || record.stock_status === 'few') return 'few-stock';
  return 'normal';
}

/** Highest `remaining_stock` among a day's time slots (0 when it has none). */
export function maxRemainingStock(timeSpans: readonly { remaining_stock: number }[]): number {
  return timeSpans.reduce((max, span) => Math.max(max, span.remaining_stock), 0);
}
