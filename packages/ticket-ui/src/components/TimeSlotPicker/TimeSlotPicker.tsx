import type { Ref } from 'react';
import { FieldError, Label, Radio, RadioGroup } from '../private/radio.tsx';
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

export interface TimeSlotPickerProps extends styles.TimeSlotsVariants {
  /** Visible group label, already translated. */
  label: string;
  slots: readonly TimeSlot[];
  /** Selected `time_span_id` (controlled). */
  value?: number | null;
  /** Initially selected `time_span_id` (uncontrolled). */
  defaultValue?: number | null;
  onChange?: (timeSpanId: number) => void;
  /** The low-stock message, which takes the remaining count. */
  formatFewStock: (count: number) => string;
  /** Text shown on a sold-out slot. */
  soldOutLabel: string;
  /** Shown instead of the slots when there are none. */
  emptyMessage?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const toKey = (id: number | null | undefined) =>
  id === undefined ? undefined : id === null ? null : String(id);

/** A radio group of the time slots of a day; sold-out slots are disabled. */
export function TimeSlotPicker({
  label,
  slots,
  value,
  defaultValue,
  onChange,
  formatFewStock,
  soldOutLabel,
  emptyMessage,
  errorMessage,
  isDisabled,
  layout,
  ref,
}: TimeSlotPickerProps) {
  return (
    <RadioGroup
      ref={ref}
      className={styles.group}
      value={toKey(value)}
      defaultValue={toKey(defaultValue)}
      onChange={(key) => onChange?.(Number(key))}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={styles.label}>{label}</Label>
      {slots.length === 0 && emptyMessage ? <p className={styles.status}>{emptyMessage}</p> : null}
      <div className={styles.slots({ layout })}>
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
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
