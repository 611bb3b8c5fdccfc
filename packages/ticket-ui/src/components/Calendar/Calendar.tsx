import type { CalendarDate } from '@internationalized/date';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { type DayState, defaultWeekOffset, type MonthBlock } from '@venue/ticket-core';
import { type Ref, useMemo } from 'react';
import {
  Calendar as AriaCalendar,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarHeading,
} from 'react-aria-components';
import * as styles from './Calendar.css.ts';
import { cellsByDate, firstDayOfWeek, firstSelectableDate, isSelectable } from './monthCells.ts';

export interface CalendarProps extends styles.CalendarVariants {
  /** Accessible name of the calendar, already translated. */
  label: string;
  /** The month blocks built by the domain rules, in order. */
  months: readonly MonthBlock[];
  /** Selected day (controlled). */
  value?: CalendarDate | null;
  /** Initially selected day (uncontrolled). */
  defaultValue?: CalendarDate | null;
  onChange?: (date: CalendarDate) => void;
  /** 0 starts weeks on Sunday, 1 (default) on Monday. */
  weekOffset?: number;
  /** Formats a day's price, e.g. `¥2,000`. */
  formatPrice: (yen: number) => string;
  /** A short mark per state shown in the cell, e.g. `{ 'few-stock': '△', 'sold-out': '×' }`. */
  stateLabels: Partial<Record<DayState, string>>;
  previousLabel: string;
  nextLabel: string;
  /** Shown instead of the calendar when there are no months. */
  emptyMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A month calendar over the domain's month blocks: keyboard navigation from react-aria, only normal and
 * few-stock days selectable, price and stock mark in each day, colour codes as tints in colourised mode.
 */
export function Calendar({
  label,
  months,
  value,
  defaultValue,
  onChange,
  weekOffset = defaultWeekOffset,
  formatPrice,
  stateLabels,
  previousLabel,
  nextLabel,
  emptyMessage,
  isDisabled,
  mode,
  ref,
}: CalendarProps) {
  const cells = useMemo(() => cellsByDate(months), [months]);
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return emptyMessage ? <p className={styles.message}>{emptyMessage}</p> : null;
  const minValue = first.weeks.flat().find((cell) => !cell.isPreviousMonth)?.date;
  const maxValue = last.weeks
    .flat()
    .filter((cell) => !cell.isNextMonth)
    .at(-1)?.date;
  return (
    <AriaCalendar<CalendarDate>
      ref={ref}
      aria-label={label}
      className={styles.calendar({ mode })}
      value={value}
      defaultValue={defaultValue}
      onChange={onChange}
      defaultFocusedValue={value ?? defaultValue ?? firstSelectableDate(cells) ?? minValue}
      minValue={minValue}
      maxValue={maxValue}
      firstDayOfWeek={firstDayOfWeek(weekOffset)}
      isDateUnavailable={(date) => !isSelectable(cells.get(date.toString()))}
      isDisabled={isDisabled}
    >
      {({ state }) => {
        const visible = state.visibleRange.start;
        const block = months.find((month) => month.year === visible.year && month.month === visible.month);
        return (
          <>
            <div className={styles.header}>
              <Button slot="previous" aria-label={previousLabel} className={styles.navButton}>
                ‹
              </Button>
              <CalendarHeading className={styles.heading} />
              <Button slot="next" aria-label={nextLabel} className={styles.navButton}>
                ›
              </Button>
            </div>
            {block?.status === 'disable' && block.disableMessage ? (
              <p className={styles.message}>{block.disableMessage}</p>
            ) : null}
            <CalendarGrid className={styles.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={styles.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>
                {(date) => {
                  const cell = cells.get(date.toString());
                  const tinted = mode === 'colourised' && cell?.colorCode;
                  const mark = cell?.isSoldOutDisplay
                    ? stateLabels['sold-out']
                    : cell && stateLabels[cell.state];
                  return (
                    <CalendarCell
                      date={date}
                      className={styles.cell}
                      data-state={cell?.state ?? 'disable'}
                      data-tinted={tinted ? '' : undefined}
                      style={tinted ? assignInlineVars({ [styles.tint]: tinted }) : undefined}
                    >
                      {({ formattedDate, isOutsideMonth }) =>
                        isOutsideMonth ? null : (
                          <>
                            <span className={styles.day}>{formattedDate}</span>
                            {/* The date is the cell's name; price and mark are visual summaries of the day. */}
                            {cell?.price != null && isSelectable(cell) ? (
                              <span className={styles.price} aria-hidden="true">
                                {formatPrice(cell.price)}
                              </span>
                            ) : null}
                            {mark ? (
                              <span className={styles.mark} aria-hidden="true">
                                {mark}
                              </span>
                            ) : null}
                          </>
                        )
                      }
                    </CalendarCell>
                  );
                }}
              </CalendarGridBody>
            </CalendarGrid>
          </>
        );
      }}
    </AriaCalendar>
  );
}
