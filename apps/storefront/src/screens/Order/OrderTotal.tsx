import { orderPrice } from '@venue/ticket-core';
import { PriceSummary } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../format.ts';
import type { SetLine, TicketLine } from './orderLines.ts';

/** The order's total so far (spec 9: order price), line by line; nothing until a ticket is chosen. */
export function OrderTotal({ tickets, sets }: { tickets: readonly TicketLine[]; sets: readonly SetLine[] }) {
  const { t } = useTranslation();
  const lines = [...tickets, ...sets.map((set) => ({ ...set, count: set.quantity }))].filter(
    (line) => line.count > 0,
  );
  if (!tickets.some((line) => line.count > 0)) return null;
  return (
    <PriceSummary
      title={t('order.total')}
      lines={lines.map((line) => ({
        id: line.id,
        label: line.label,
        quantity: line.count,
        amount: line.count * line.price,
      }))}
      totalLabel={t('summary.total')}
      total={orderPrice({ tickets, setProducts: sets })}
      formatYen={formatYen}
      formatQuantity={(label, quantity) => `${label} × ${quantity}`}
    />
  );
}
