import { CalendarDate } from '@internationalized/date';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { calendarTones } from './Calendar.css.ts';
import { Calendar, type CalendarProps } from './Calendar.tsx';
import { sampleMonths } from './fixtures.ts';

const base: CalendarProps = {
  label: 'Date',
  months: sampleMonths(),
  formatPrice: (yen) => `${yen} yen`,
  stateLabels: { 'few-stock': '△', 'sold-out': '×', close: '−' },
  stateNames: { 'few-stock': 'Few left', 'sold-out': 'Sold out', close: 'Closed' },
  previousLabel: 'Previous month',
  nextLabel: 'Next month',
};

const dayButton = (day: number) => screen.getByRole('button', { name: new RegExp(`December ${day}, 2026`) });
const gridCell = (day: number) => dayButton(day).closest('td') as HTMLElement;

describe('Calendar', () => {
  it.each(calendarTones)('is a named, axe-clean month grid in the %s tone', async (tone) => {
    const { container } = renderWithTheme(<Calendar {...base} tone={tone} />);
    expect(screen.getByRole('group', { name: 'Date' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the price of selectable days and the stock marks', () => {
    renderWithTheme(<Calendar {...base} />);
    expect(gridCell(4)).toHaveTextContent('2000 yen');
    expect(gridCell(5)).toHaveTextContent('△');
    expect(gridCell(13)).toHaveTextContent('×');
    expect(gridCell(14)).not.toHaveTextContent('yen');
  });

  // WCAG 2.5.3: a day's name begins with what it shows, so a speech-input user can say it.
  it('names each day by its visible number and price, then its full date and its state in words', () => {
    renderWithTheme(<Calendar {...base} />);
    for (const name of [
      '4, 2000 yen, Friday, December 4, 2026',
      '5, 2000 yen, Saturday, December 5, 2026, Few left',
      '6, 2500 yen, Sunday, December 6, 2026',
      '7, Monday, December 7, 2026, Closed',
      '12, Saturday, December 12, 2026, Sold out',
      // A past day shows only its number.
      '2, Wednesday, December 2, 2026',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it("names the days in the visitor's language", () => {
    renderWithTheme(
      <I18nProvider locale="ja-JP">
        <Calendar {...base} formatPrice={(yen) => `${yen}円`} stateNames={{ 'few-stock': '残りわずか' }} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: '5, 2000円, 2026年12月5日土曜日, 残りわずか' }),
    ).toBeInTheDocument();
  });

  it('selects an available day by click and by keyboard, and refuses unavailable ones', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Calendar {...base} onChange={onChange} />);
    await userEvent.click(dayButton(12));
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(dayButton(4));
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 4));
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 5));
    expect(gridCell(5)).toHaveAttribute('aria-selected', 'true');
  });

  it('marks past, closed and sold-out days unavailable', () => {
    renderWithTheme(<Calendar {...base} />);
    for (const day of [2, 7, 12]) {
      expect(gridCell(day).querySelector('[data-unavailable]')).not.toBeNull();
    }
    expect(gridCell(4).querySelector('[data-unavailable]')).toBeNull();
  });

  it('moves between the given months only, and shows a disabled month message', async () => {
    renderWithTheme(<Calendar {...base} />);
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading')).toHaveTextContent('January 2027');
    expect(screen.getByText('1月分の販売は準備中です')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
  });

  it('starts weeks from the week offset', () => {
    const firstWeekday = (container: HTMLElement) => container.querySelector('th')?.textContent;
    const monday = renderWithTheme(<Calendar {...base} />);
    expect(firstWeekday(monday.container)).toBe('M');
    monday.unmount();
    const sunday = renderWithTheme(<Calendar {...base} months={sampleMonths(0)} />);
    expect(firstWeekday(sunday.container)).toBe('S');
    expect(sunday.container.querySelector('th abbr')).toHaveAttribute('title', 'Sunday');
  });

  it('tints days by their colour code in the colourised tone only', () => {
    const { rerender } = renderWithTheme(<Calendar {...base} tone="plain" />);
    expect(gridCell(24).querySelector('[data-tinted]')).toBeNull();
    rerender(<Calendar {...base} tone="colourised" />);
    expect(gridCell(24).querySelector('[data-tinted]')?.getAttribute('style')).toContain('#ffd6e0');
  });

  it('has one tab stop, on the selected day, else the first selectable one', async () => {
    const { rerender } = renderWithTheme(<Calendar {...base} />);
    await userEvent.tab();
    await userEvent.tab();
    expect(dayButton(3)).toHaveFocus();
    rerender(<Calendar {...base} value={new CalendarDate(2026, 12, 9)} />);
    expect(dayButton(9)).toHaveAttribute('tabindex', '0');
    expect(dayButton(3)).toHaveAttribute('tabindex', '-1');
  });

  it('moves the focus with the arrow, Home, End and Page keys, across months', async () => {
    renderWithTheme(<Calendar {...base} value={new CalendarDate(2026, 12, 9)} />);
    dayButton(9).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(dayButton(16)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(dayButton(8)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(dayButton(7)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(dayButton(13)).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('heading')).toHaveTextContent('January 2027');
    expect(screen.getByRole('button', { name: /January 13, 2027/ })).toHaveFocus();
    await userEvent.keyboard('{PageUp}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: /January 3, 2027/ })).toHaveFocus();
  });

  it('opens on the day given the focus, and follows a focus its owner holds, telling each move', async () => {
    const uncontrolled = renderWithTheme(
      <Calendar {...base} defaultFocusedValue={new CalendarDate(2027, 1, 5)} />,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('January 2027');
    uncontrolled.unmount();
    const onFocusChange = vi.fn();
    const focused = (date: CalendarDate) => (
      <Calendar {...base} focusedValue={date} onFocusChange={onFocusChange} />
    );
    const { rerender } = renderWithTheme(focused(new CalendarDate(2027, 1, 5)));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(onFocusChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 5));
    // The owner moves it, or it stays.
    expect(screen.getByRole('heading')).toHaveTextContent('January 2027');
    rerender(focused(new CalendarDate(2026, 12, 5)));
    expect(screen.getByRole('heading')).toHaveTextContent('December 2026');
    expect(dayButton(5)).toHaveAttribute('tabindex', '0');
    await userEvent.click(dayButton(9));
    expect(onFocusChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 12, 9));
  });

  // Sunday-first, December 2026 has five weeks and January 2027 six, and they share the week of
  // December 27: turning to January (as the stock's first open day can) neither grows the grid nor
  // moves that week's row from the bottom to the top.
  it('keeps its height and its rows when the month shown changes', () => {
    const months = sampleMonths(0);
    const shown = (date: CalendarDate) => <Calendar {...base} months={months} focusedValue={date} />;
    const { rerender } = renderWithTheme(shown(new CalendarDate(2026, 12, 3)));
    const bodyRows = () => [...screen.getByRole('grid').querySelectorAll('tbody > tr')];
    const december = bodyRows();
    expect(december).toHaveLength(6);
    expect(december[5]).toHaveAttribute('aria-hidden', 'true');
    rerender(shown(new CalendarDate(2027, 1, 5)));
    expect(screen.getByRole('heading')).toHaveTextContent('January 2027');
    const january = bodyRows();
    expect(january).toHaveLength(6);
    for (const [index, row] of january.entries()) expect(row).toBe(december[index]);
    expect(january[5]).not.toHaveAttribute('aria-hidden');
  });

  it('is inert while disabled', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Calendar {...base} onChange={onChange} isDisabled />);
    expect(dayButton(4)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();
    await userEvent.click(dayButton(4));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('is inert and busy while its stock loads', () => {
    renderWithTheme(<Calendar {...base} isLoading />);
    expect(dayButton(4)).toBeDisabled();
    expect(screen.getByRole('group', { name: base.label })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows the empty message without months', () => {
    renderWithTheme(<Calendar {...base} months={[]} emptyMessage="No dates on sale" />);
    expect(screen.getByText('No dates on sale')).toBeInTheDocument();
  });
});
