import { Button } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../app/console.css.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';
import { useConsole } from '../app/session.tsx';
import type { PendingChange } from '../app/useConfirmedChange.tsx';
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
    <section className={styles.card} aria-labelledby="stock-slots">
      <h2 id="stock-slots" className={styles.subheading}>
        {title}
      </h2>
      {day.slots.length === 0 ? (
        <p>{t('today.none')}</p>
      ) : (
        <ScrollTable label={title}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('today.slot')}</th>
                <th scope="col">{t('stock.state')}</th>
                <th scope="col" className={styles.number}>
                  {t('today.capacity')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('today.sold')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('today.held')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('today.available')}
                </th>
                {writes && !past ? <th scope="col">{t('stock.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {day.slots.map((slot) => (
                <SlotRow key={slot.time_span_id} slot={slot} controls={writes && !past} ask={ask} />
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}

function SlotRow({
  slot,
  controls,
  ask,
}: {
  slot: Slot;
  controls: boolean;
  ask: (change: PendingChange) => void;
}) {
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
    <tr data-slot={slot.time_span_id} className={slot.closed_by ? styles.closedRow : undefined}>
      <th scope="row">{time}</th>
      <td data-state={slot.closed_by ?? 'open'}>
        {t(`stock.closedBy.${slot.closed_by ?? 'open'}`)}
        {slot.capacity_by_console ? ` · ${t('stock.capacityByConsole')}` : ''}
      </td>
      <td className={styles.number}>{slot.capacity}</td>
      <td className={styles.number}>{slot.sold}</td>
      <td className={styles.number}>{slot.held}</td>
      <td className={styles.number}>{slot.available}</td>
      {controls ? (
        <td className={styles.actions}>
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
        </td>
      ) : null}
    </tr>
  );
}
