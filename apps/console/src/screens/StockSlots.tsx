import { Button, DataTable } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { useConsole } from '../app/session.tsx';
import type { PendingChange } from '../app/useConfirmedChange.tsx';
import { stockColumns } from './stockColumns.tsx';
import { type StockSlot as Slot, type StockDay, slotTime } from './stockDay.ts';

export interface StockSlotsProps {
  day: StockDay | null;
  past: boolean;
  /** Whether the role may change the stock; without it no control shows. */
  writes: boolean;
  ask: (change: PendingChange) => void;
}

/** A day's slots: capacity, sold, held, free, who closed them; a manager's controls for each. */
export function StockSlots({ day, past, writes, ask }: StockSlotsProps) {
  const { t } = useTranslation();
  if (!day) return null;
  const title = t('stock.slotsOf', { date: day.date });
  return (
    <CardSection id="stock-slots" title={title}>
      {day.slots.length === 0 ? (
        <p>{t('today.none')}</p>
      ) : (
        <DataTable
          label={title}
          rows={day.slots}
          rowKey={(slot) => slot.time_span_id}
          rowData={(slot) => ({ 'data-slot': slot.time_span_id })}
          rowMuted={(slot) => slot.closed_by !== null}
          columns={[
            { id: 'slot', header: t('today.slot'), cell: slotTime },
            ...stockColumns(t),
            { id: 'available', header: t('today.available'), align: 'end', cell: (slot) => slot.available },
            ...(writes && !past
              ? [
                  {
                    id: 'actions',
                    header: t('stock.actions'),
                    cell: (slot: Slot) => <SlotControls slot={slot} ask={ask} />,
                  },
                ]
              : []),
          ]}
        />
      )}
    </CardSection>
  );
}

/** A manager's controls for one slot: its capacity, closing and reopening it, each asked first. */
function SlotControls({ slot, ask }: { slot: Slot; ask: (change: PendingChange) => void }) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const [capacity, setCapacity] = useState(String(slot.capacity));
  const time = slotTime(slot);
  const setClosed = (closed: boolean) =>
    ask({
      title: t(closed ? 'stock.closeSlotTitle' : 'stock.reopenSlotTitle', { slot: time }),
      message: t(closed ? 'stock.closeSlotMessage' : 'stock.reopenSlotMessage', { sold: slot.sold }),
      done: t(closed ? 'stock.slotClosed' : 'stock.slotReopened', { slot: time }),
      run: () => api.setConsoleStockSlot({ params: { time_span_id: slot.time_span_id }, body: { closed } }),
    });
  const wanted = Number(capacity);
  const validCapacity =
    capacity.trim() !== '' && Number.isInteger(wanted) && wanted >= 0 && wanted <= 100_000;
  const setCapacityNow = () =>
    ask({
      title: t('stock.capacityTitle', { slot: time }),
      message: t('stock.capacityMessage', {
        from: slot.capacity,
        to: wanted,
        sold: slot.sold,
        held: slot.held,
      }),
      done: t('stock.capacitySet', { slot: time, capacity: wanted }),
      run: () =>
        api.setConsoleStockSlot({ params: { time_span_id: slot.time_span_id }, body: { capacity: wanted } }),
    });
  return (
    <div className={styles.actions}>
      <label className={styles.inlineField}>
        <span className={styles.visuallyHidden}>{t('stock.capacityOf', { slot: time })}</span>
        <input
          className={styles.smallInput}
          type="number"
          min={0}
          max={100_000}
          inputMode="numeric"
          value={capacity}
          onChange={(event) => setCapacity(event.target.value)}
        />
      </label>
      <Button
        variant="secondary"
        size="small"
        isDisabled={!validCapacity || wanted === slot.capacity}
        aria-label={t('stock.setCapacityLabel', { slot: time })}
        onPress={setCapacityNow}
      >
        {t('stock.setCapacity')}
      </Button>
      {slot.closed_by === null ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={t('stock.closeSlotLabel', { slot: time })}
          onPress={() => setClosed(true)}
        >
          {t('stock.closeSlot')}
        </Button>
      ) : null}
      {slot.closed_by === 'console' ? (
        <Button
          variant="ghost"
          size="small"
          aria-label={t('stock.reopenSlotLabel', { slot: time })}
          onPress={() => setClosed(false)}
        >
          {t('stock.reopenSlot')}
        </Button>
      ) : null}
    </div>
  );
}
