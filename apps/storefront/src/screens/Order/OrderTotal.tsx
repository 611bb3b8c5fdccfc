import { orderPrice } from '@venue/ticket-core';
import { PriceSummary } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../format.ts';
import { type OptionLine, type SetLine, summaryLines } from './orderLines.ts';

/** The order's total so far (spec 9: order price), line by line; nothing until a ticket is chosen. */
export function OrderTotal({ tickets, sets }: { tickets: readonly OptionLine[]; sets: readonly SetLine[] }) {
  const { t } = useTranslation();
  if (!tickets.some((line) => line.count > 0)) return null;
  return (
    <PriceSummary
      title={t('order.total')}
      lines={summaryLines(tickets, sets)}
      totalLabel={t('summary.total')}
      total={orderPrice({ tickets, setProducts: sets })}
      formatYen={formatYen}
      formatQuantity={(label, quantity) => `${label} × ${quantity}`}
    />
  );
}
