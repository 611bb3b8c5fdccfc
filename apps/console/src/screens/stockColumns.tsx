import type { DataTableColumn } from '@venue/ticket-ui';
import type { TFunction } from 'i18next';
import type { StockDay } from './stockDay.ts';

/** What a day and a slot of the stock both have: who closed it, and its counts. */
interface StockCounts {
  closed_by: StockDay['closed_by'];
  capacity_by_console?: boolean;
  capacity: number;
  sold: number;
  held: number;
}

/** The stock tables' state, capacity, sold and held columns, alike for a day and its slots. */
export function stockColumns(t: TFunction): DataTableColumn<StockCounts>[] {
  return [
    {
      id: 'state',
      header: t('stock.state'),
      cell: (row) => (
        <span data-state={row.closed_by ?? 'open'}>
          {t(`stock.closedBy.${row.closed_by ?? 'open'}`)}
          {row.capacity_by_console ? ` · ${t('stock.capacityByConsole')}` : ''}
        </span>
      ),
    },
    { id: 'capacity', header: t('today.capacity'), align: 'end', cell: (row) => row.capacity },
    { id: 'sold', header: t('today.sold'), align: 'end', cell: (row) => row.sold },
    { id: 'held', header: t('today.held'), align: 'end', cell: (row) => row.held },
  ];
}
