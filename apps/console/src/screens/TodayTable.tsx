import type { Answer } from '@venue/ticket-core';
import { DataTable } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { formatSlot } from '../app/format.ts';

export type VenueDay = Answer<'getConsoleToday'>;

/** A day's slots with their counts, and the day's totals; props in, nothing fetched. */
export function TodayTable({ day }: { day: VenueDay }) {
  const { t } = useTranslation();
  if (day.slots.length === 0) return <p>{t('today.none')}</p>;
  const { totals } = day;
  return (
    <DataTable
      label={t('today.title')}
      rows={day.slots}
      rowKey={(slot) => slot.time_span_id}
      rowData={(slot) => ({ 'data-slot': slot.time_span_id })}
      rowMuted={(slot) => slot.closed}
      footerLabel={t('today.totals')}
      columns={[
        { id: 'slot', header: t('today.slot'), cell: (slot) => formatSlot(slot.start_at, slot.end_at) },
        {
          id: 'product',
          header: t('today.product'),
          cell: (slot) => `${slot.product_name}${slot.closed ? ` (${t('today.closed')})` : ''}`,
        },
        {
          id: 'capacity',
          header: t('today.capacity'),
          align: 'end',
          cell: (slot) => slot.capacity,
          footer: totals.capacity,
        },
        {
          id: 'sold',
          header: t('today.sold'),
          align: 'end',
          cell: (slot) => <span data-count="sold">{slot.sold}</span>,
          footer: <span data-count="total-sold">{totals.sold}</span>,
        },
        { id: 'held', header: t('today.held'), align: 'end', cell: (slot) => slot.held, footer: totals.held },
        {
          id: 'available',
          header: t('today.available'),
          align: 'end',
          cell: (slot) => slot.available,
          footer: totals.capacity - totals.sold - totals.held,
        },
        {
          id: 'checkedIn',
          header: t('today.checkedIn'),
          align: 'end',
          cell: (slot) => <span data-count="checked-in">{slot.checked_in}</span>,
          footer: totals.checked_in,
        },
        {
          id: 'web',
          header: t('today.web'),
          align: 'end',
          cell: (slot) => `${slot.channels.web.sold} / ${slot.channels.web.checked_in}`,
        },
        {
          id: 'spot',
          header: t('today.spot'),
          align: 'end',
          cell: (slot) => `${slot.channels.spot.sold} / ${slot.channels.spot.checked_in}`,
        },
      ]}
    />
  );
}
