import { assertCount, assertYen } from './yen.ts';

/** A ticket line: how many tickets of one kind, at what unit price. */
export interface TicketLine {
  count: number;
  price: number;
}

/** A set product line: quantity at unit price. */
export interface SetProductLine {
  quantity: number;
  price: number;
}

export interface OrderPriceInput {
  tickets: readonly TicketLine[];
  setProducts?: readonly SetProductLine[];
  /** Membership promotion discount per ticket, in yen. */
  membershipDiscountPerTicket?: number;
}

/** Total number of tickets of an order. */
export function ticketCount(tickets: readonly TicketLine[]): number {
  return tickets.reduce((total, line) => total + assertCount(line.count, 'count'), 0);
}

/**
 * Spec section 9: "Order price is the sum of ticket count times price plus set product quantity times
 * price, minus the membership discount per ticket." Never negative.
 */
export function orderPrice({
  tickets,
  setProducts = [],
  membershipDiscountPerTicket = 0,
}: OrderPriceInput): number {
  const ticketTotal = tickets.reduce(
    (total, line) => total + assertCount(line.count, 'count') * assertYen(line.price, 'price'),
    0,
  );
  const setProductTotal = setProducts.reduce(
    (total, line) => total + assertCount(line.quantity, 'quantity') * assertYen(line.price, 'price'),
    0,
  );
  const discount = assertYen(membershipDiscountPerTicket, 'membership discount') * ticketCount(tickets);
  return Math.max(0, ticketTotal + setProductTotal - discount);
}
