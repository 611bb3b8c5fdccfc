import { ChoiceCardGroup, type ChoiceGroupProps } from '../private/ChoiceCardGroup.tsx';
import { Radio } from '../private/radio.tsx';
import * as styles from './TimeSlotPicker.css.ts';

/** One time span of a day (`time_spans` of the day stock). */
export interface TimeSlot {
  /** `time_span_id`. */
  id: number;
  /** The slot's time range, already formatted ('10:00 ~ 11:00'; core's `formatTimeRange`). */
  timeLabel: string;
  /** `remaining_stock`; 0 means sold out. */
  remainingStock: number;
  /** Whether the slot is low on stock, as decided by the domain rules. */
  isFewStock: boolean;
}

export interface TimeSlotPickerProps extends ChoiceGroupProps<number>, styles.TimeSlotsVariants {
  /** The day's slots; `value` is a `time_span_id`. */
  slots: readonly TimeSlot[];
  /** The low-stock message, which takes the remaining count. */
  formatFewStock: (count: number) => string;
  /** Text shown on a sold-out slot. */
  soldOutLabel: string;
}

const toKey = (id: number | null | undefined) =>
  id === undefined ? undefined : id === null ? null : String(id);

/** A radio group of the time slots of a day; sold-out slots are disabled. */
export function TimeSlotPicker({
  slots,
  value,
  defaultValue,
  onChange,
  formatFewStock,
  soldOutLabel,
  layout,
  ...group
}: TimeSlotPickerProps) {
  return (
    <ChoiceCardGroup
      {...group}
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(Number(key))}
      isEmpty={slots.length === 0}
      cardsClassName={styles.slots({ layout })}
    >
      {slots.map((slot) => {
        const soldOut = slot.remainingStock <= 0;
        return (
          <Radio key={slot.id} value={String(slot.id)} isDisabled={soldOut} className={styles.slot}>
            <span className={styles.time}>{slot.timeLabel}</span>
            {soldOut ? (
              <span className={styles.status}>{soldOutLabel}</span>
            ) : slot.isFewStock ? (
              <span className={styles.fewStock}>{formatFewStock(slot.remainingStock)}</span>
            ) : null}
          </Radio>
        );
      })}
    </ChoiceCardGroup>
  );
}
