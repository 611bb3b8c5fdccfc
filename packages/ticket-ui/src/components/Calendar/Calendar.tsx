import type { CalendarDate } from '@internationalized/date';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { CalendarCell, MonthBlock } from '@venue/ticket-core';
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef } from 'react';
import { useLocale } from 'react-aria-components';
import { useControlledState } from 'react-stately/useControlledState';
import * as styles from './Calendar.css.ts';
import { calendarFormats } from './calendarFormats.ts';
import { type DayMove, monthDays, moveFocus } from './calendarNavigation.ts';
import { dayName } from './dayName.ts';
import { cellsByDate, firstSelectableDate, isSelectable } from './monthCells.ts';

export interface CalendarProps extends styles.CalendarVariants {
  /** Accessible name of the calendar, already translated. */
  label: string;
  /** The month blocks built by the domain rules, in order; their weeks start on the tenant's week offset. */
  months: readonly MonthBlock[];
  /** Selected day (controlled). */
  value?: CalendarDate | null;
  /** Initially selected day (uncontrolled). */
  defaultValue?: CalendarDate | null;
  onChange?: (date: CalendarDate) => void;
  /**
   * The day holding the focus (controlled), which decides the month shown: for a calendar whose months
   * are asked for one by one, as the focus reaches them.
   */
  focusedValue?: CalendarDate | null;
  /** The day first holding the focus (uncontrolled); the selected or first selectable day otherwise. */
  defaultFocusedValue?: CalendarDate | null;
  /** The focus moved to another day: by a key, a month button or a press. */
  onFocusChange?: (date: CalendarDate) => void;
  /** Formats a day's price, e.g. `¥2,000`. */
  formatPrice: (yen: number) => string;
  /** A short mark per state shown in the cell, e.g. `{ 'few-stock': '△', 'sold-out': '×' }`. */
  stateLabels: Partial<Record<CalendarCell['state'], string>>;
  /**
   * Each marked state in words, already translated, which the day's accessible name says in place of the
   * mark, e.g. `{ 'few-stock': 'Few left', 'sold-out': 'Sold out' }`.
   */
  stateNames: Partial<Record<CalendarCell['state'], string>>;
  previousLabel: string;
  nextLabel: string;
  /** Shown instead of the calendar when there are no months. */
  emptyMessage?: string;
  isDisabled?: boolean;
  /** The days' stock is still being asked for: the calendar is disabled and says it is busy. */
  isLoading?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** The keys that move the focused day (the WAI-ARIA date grid pattern); Enter and Space press it. */
const dayMoves: Record<string, DayMove> = {
  ArrowLeft: 'previousDay',
  ArrowRight: 'nextDay',
  ArrowUp: 'previousWeek',
  ArrowDown: 'nextWeek',
  Home: 'weekStart',
  End: 'weekEnd',
  PageUp: 'previousMonth',
  PageDown: 'nextMonth',
};

/**
 * A month calendar over the domain's month blocks: a grid of day buttons with one tab stop and the
 * arrow, Home/End and Page keys of the WAI-ARIA date grid; only normal and few-stock days selectable;
 * price and stock mark in each day; colour codes as tints in the colourised tone. Written for this grid
 * rather than taken from react-aria, whose calendar would weigh more than the rest of the first screen.
 */
export function Calendar({
  label,
  months,
  value,
  defaultValue,
  onChange,
  focusedValue,
  defaultFocusedValue,
  onFocusChange,
  formatPrice,
  stateLabels,
  stateNames,
  previousLabel,
  nextLabel,
  emptyMessage,
  isDisabled: disabledByProp = false,
  isLoading = false,
  tone,
  ref,
}: CalendarProps) {
  const isDisabled = disabledByProp || isLoading;
  const { locale } = useLocale();
  const formats = useMemo(() => calendarFormats(locale), [locale]);
  const cells = useMemo(() => cellsByDate(months), [months]);
  const days = useMemo(() => monthDays(months), [months]);
  const [selected, setSelected] = useControlledState<CalendarDate | null, CalendarDate>(
    value,
    defaultValue ?? null,
    onChange,
  );
  const [focusedDate, setFocusedDate] = useControlledState<CalendarDate | null, CalendarDate>(
    focusedValue,
    defaultFocusedValue ?? null,
    onFocusChange,
  );
  const focusedKey = focusedDate?.toString() ?? null;
  const focusAfterMove = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const headingId = useId();

  const selectedKey = selected?.toString() ?? null;
  const fallbackKey =
    (selectedKey && cells.has(selectedKey) ? selectedKey : null) ??
    firstSelectableDate(cells)?.toString() ??
    days[0]?.date.toString();
  const focused = focusedKey && cells.has(focusedKey) ? focusedKey : fallbackKey;
  const focusedCell = focused ? cells.get(focused) : undefined;
  const block =
    months.find((month) => month.year === focusedCell?.date.year && month.month === focusedCell.date.month) ??
    months[0];
  const blockIndex = block ? months.indexOf(block) : -1;
  // Every month takes the height of the tallest: the page below holds still when the month shown
  // changes, as when the stock arrives and the calendar turns to the first month with an open day.
  const rows = Math.max(0, ...months.map((month) => month.weeks.length));

  useEffect(() => {
    if (!focusAfterMove.current) return;
    focusAfterMove.current = false;
    gridRef.current?.querySelector<HTMLElement>(`[data-date="${focused}"]`)?.focus();
  });

  if (!block || !focused) return emptyMessage ? <p className={styles.message}>{emptyMessage}</p> : null;

  const move = (how: DayMove, focusDay: boolean) => {
    const next = moveFocus(days, months, focused, how);
    if (!next) return;
    const nextCell = cells.get(next);
    if (!nextCell) return;
    focusAfterMove.current = focusDay;
    setFocusedDate(nextCell.date);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const how = dayMoves[event.key];
    if (!how) return;
    event.preventDefault();
    move(how, true);
  };
  const press = (cell: CalendarCell) => {
    setFocusedDate(cell.date);
    if (isSelectable(cell)) setSelected(cell.date);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group; a <fieldset> would bring a legend and a frame the calendar has no use for.
    <div
      ref={ref}
      role="group"
      aria-label={label}
      className={styles.calendar({ tone })}
      data-disabled={isDisabled || undefined}
      aria-busy={isLoading || undefined}
    >
      <div className={styles.header}>
        <button
          type="button"
          className={styles.navButton}
          aria-label={previousLabel}
          disabled={isDisabled || blockIndex <= 0}
          onClick={() => move('previousMonth', false)}
        >
          ‹
        </button>
        <h2 id={headingId} className={styles.heading} aria-live="polite">
          {formats.month(block.year, block.month)}
        </h2>
        <button
          type="button"
          className={styles.navButton}
          aria-label={nextLabel}
          disabled={isDisabled || blockIndex >= months.length - 1}
          onClick={() => move('nextMonth', false)}
        >
          ›
        </button>
      </div>
      {block.status === 'disable' && block.disableMessage ? (
        <p className={styles.message}>{block.disableMessage}</p>
      ) : null}
      <table
        ref={gridRef}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA date grid is a table with the grid role; its day buttons take the focus.
        role="grid"
        aria-labelledby={headingId}
        aria-disabled={isDisabled || undefined}
        className={styles.grid}
        onKeyDown={onKeyDown}
      >
        <thead>
          <tr>
            {(block.weeks[0] ?? []).map((cell) => (
              <th key={cell.date.toString()} scope="col" className={styles.weekday}>
                <abbr title={formats.weekdayLong(cell.date)} className={styles.weekdayName}>
                  {formats.weekdayNarrow(cell.date)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: rows }, (_, row) => block.weeks[row]).map((week, row) =>
            week ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the grid, so another month rewrites the rows in place instead of moving them.
              <tr key={row}>
                {week.map((cell) => {
                  const key = cell.date.toString();
                  if (cell.isPreviousMonth || cell.isNextMonth)
                    return <td key={key} className={styles.gridCell} />;
                  const selectable = isSelectable(cell);
                  const isSelected = key === selectedKey;
                  const tinted = tone === 'colourised' && cell.colorCode;
                  const state = cell.isSoldOutDisplay ? 'sold-out' : cell.state;
                  const mark = stateLabels[state];
                  const price = cell.price != null && selectable ? formatPrice(cell.price) : null;
                  return (
                    // biome-ignore lint/a11y/useFocusableInteractive: in the date grid the focus is on the day button inside the cell.
                    <td
                      key={key}
                      className={styles.gridCell}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a cell of the WAI-ARIA date grid, chosen through its button.
                      role="gridcell"
                      aria-selected={isSelected}
                      aria-disabled={!selectable || isDisabled || undefined}
                    >
                      <button
                        type="button"
                        className={styles.cell}
                        tabIndex={key === focused ? 0 : -1}
                        aria-label={dayName({
                          dayNumber: formats.dayNumber(cell.date),
                          price,
                          date: formats.day(cell.date),
                          state: stateNames[state],
                        })}
                        aria-disabled={!selectable || undefined}
                        disabled={isDisabled}
                        data-date={key}
                        data-state={cell.state}
                        data-selected={isSelected || undefined}
                        data-unavailable={!selectable || undefined}
                        data-tinted={tinted ? '' : undefined}
                        style={tinted ? assignInlineVars({ [styles.tint]: tinted }) : undefined}
                        onClick={() => press(cell)}
                      >
                        <span className={styles.day}>{formats.dayNumber(cell.date)}</span>
                        {/* The button's name says them (dayName.ts), the mark's state in words. */}
                        {price ? (
                          <span className={styles.price} aria-hidden="true">
                            {price}
                          </span>
                        ) : null}
                        {mark ? (
                          <span className={styles.mark} aria-hidden="true">
                            {mark}
                          </span>
                        ) : null}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey lint/a11y/noAriaHiddenOnFocusable: placed as above; an empty row, with nothing to focus or read.
              <tr key={row} aria-hidden="true" className={styles.emptyWeek}>
                {(block.weeks[0] ?? []).map((cell) => (
                  <td key={cell.date.toString()} className={styles.gridCell} />
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
