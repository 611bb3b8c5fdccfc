import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleSlots } from './fixtures.ts';
import { timeSlotLayouts } from './TimeSlotPicker.css.ts';
import { TimeSlotPicker, type TimeSlotPickerProps } from './TimeSlotPicker.tsx';

const base: TimeSlotPickerProps = {
  label: 'Time',
  slots: sampleSlots,
  formatFewStock: (count) => `Only ${count} left`,
  soldOutLabel: 'Sold out',
};

describe('TimeSlotPicker', () => {
  it.each(timeSlotLayouts)('is a labelled radio group in the %s layout', async (layout) => {
    const { container } = renderWithTheme(<TimeSlotPicker {...base} layout={layout} />);
    expect(screen.getByRole('radiogroup', { name: 'Time' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(sampleSlots.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows each range, the low-stock count and disables sold-out slots', () => {
    renderWithTheme(<TimeSlotPicker {...base} />);
    expect(screen.getByRole('radio', { name: /10:00 ~ 11:00/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /11:00 ~ 12:00 Only 3 left/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /12:00 ~ 13:00 Sold out/ })).toBeDisabled();
  });

  it('emits the time span id on click and on arrow keys, skipping sold-out slots', async () => {
    const onChange = vi.fn();
    renderWithTheme(<TimeSlotPicker {...base} onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: /11:00 ~ 12:00/ }));
    expect(onChange).toHaveBeenLastCalledWith(102);
    await userEvent.keyboard('{ArrowDown}');
    expect(onChange).toHaveBeenLastCalledWith(104);
    expect(screen.getByRole('radio', { name: /13:00 ~ 14:00/ })).toBeChecked();
  });

  it('follows the controlled value', () => {
    const { rerender } = renderWithTheme(<TimeSlotPicker {...base} value={101} />);
    expect(screen.getByRole('radio', { name: /10:00/ })).toBeChecked();
    rerender(<TimeSlotPicker {...base} value={104} />);
    expect(screen.getByRole('radio', { name: /13:00 ~ 14:00/ })).toBeChecked();
  });

  it('shows the empty message and the error message', () => {
    renderWithTheme(
      <TimeSlotPicker
        {...base}
        slots={[]}
        emptyMessage="No times on this day"
        errorMessage="Choose a time"
      />,
    );
    expect(screen.getByText('No times on this day')).toBeInTheDocument();
    expect(screen.getByText('Choose a time')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });
});
