import type { Answer } from '@venue/ticket-core';
import type { DataTableColumn } from '@venue/ticket-ui';
import type { TFunction } from 'i18next';
import { formatDateTime, formatSlot, formatYen } from '../app/format.ts';
import { CheckInAction } from './CheckInAction.tsx';

type Order = Answer<'getConsoleOrder'>;

/** A row of what was ordered: a ticket kind or set product at its price, or a coupon taken off. */
export interface OrderLineRow {
  key: string;
  name: string;
  price: string;
  quantity: string;
}

/** The order's lines, then its coupons, as rows of the lines table. */
export function orderLineRows(order: Order, t: TFunction): OrderLineRow[] {
  return [
    ...order.lines.map((line) => ({
      key: `${line.kind}-${line.name}-${line.unit_price}`,
      name: line.name,
      price: formatYen(line.unit_price),
      quantity: `× ${line.quantity}`,
    })),
    ...order.coupons.map((coupon) => ({
      key: `coupon-${coupon.code}`,
      name: `${t('order.coupons')}: ${coupon.name} (${coupon.code})`,
      price: `−${formatYen(coupon.discount)}`,
      quantity: '',
    })),
  ];
}

export function lineColumns(t: TFunction): DataTableColumn<OrderLineRow>[] {
  return [
    { id: 'item', header: t('order.item'), cell: (row) => row.name },
    { id: 'price', header: t('order.unitPrice'), align: 'end', cell: (row) => row.price },
    { id: 'quantity', header: t('order.lineQuantity'), align: 'end', cell: (row) => row.quantity },
  ];
}

/** The tickets table's columns; with `checkIn`, a last column to check each ticket in. */
export function ticketColumns(
  t: TFunction,
  checkIn: { order: Order; reload: () => void } | null,
): DataTableColumn<Order['tickets'][number]>[] {
  const columns: DataTableColumn<Order['tickets'][number]>[] = [
    { id: 'number', header: t('order.ticketNumber'), cell: (ticket) => ticket.num },
    { id: 'name', header: t('order.ticketName'), cell: (ticket) => ticket.name },
    { id: 'visit', header: t('order.visit'), cell: (ticket) => formatSlot(ticket.start_at, ticket.end_at) },
    { id: 'status', header: t('order.ticketStatus'), cell: (ticket) => t(`ticketStatus.${ticket.status}`) },
    {
      id: 'usedAt',
      header: t('order.usedAt'),
      cell: (ticket) => (ticket.used_at ? formatDateTime(ticket.used_at) : ''),
    },
  ];
  if (!checkIn) return columns;
  return [
    ...columns,
    {
      id: 'checkIn',
      header: t('checkIn.button'),
      cell: (ticket) => (
        <CheckInAction
          orderId={checkIn.order.order_id}
          ticket={ticket}
          version={checkIn.order.version}
          reload={checkIn.reload}
        />
      ),
    },
  ];
}

export function paymentColumns(t: TFunction): DataTableColumn<Order['payments'][number]>[] {
  return [
    { id: 'method', header: t('order.method'), cell: (payment) => payment.method_id },
    { id: 'status', header: t('order.status'), cell: (payment) => payment.status },
    { id: 'amount', header: t('order.amount'), align: 'end', cell: (payment) => formatYen(payment.amount) },
    {
      id: 'refunds',
      header: t('order.refunds'),
      cell: (payment) =>
        payment.refunds
          .map((refund) => `${formatYen(refund.amount)} (${refund.status}, ${refund.reason})`)
          .join(', '),
    },
    {
      id: 'created',
      header: t('order.created'),
      cell: (payment) => formatDateTime(payment.completed_at ?? payment.created_at),
    },
  ];
}
