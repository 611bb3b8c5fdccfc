import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { TodayTable, type VenueDay } from './TodayTable.tsx';

const slot = (id: number, start: string, counts: Partial<VenueDay['slots'][number]> = {}) => ({
  time_span_id: id,
  product_id: 1,
  product_name: 'Admission',
  product_type: 'ticket' as const,
  start_at: `2027-01-13T${start}:00+09:00`,
  end_at: `2027-01-13T${start.slice(0, 2)}:30:00+09:00`,
  capacity: 40,
  sold: 10,
  held: 2,
  available: 28,
  checked_in: 4,
  closed: false,
  channels: { web: { sold: 8, checked_in: 3 }, spot: { sold: 2, checked_in: 1 } },
  ...counts,
});

const day: VenueDay = {
  date: '2027-01-13',
  as_of: '2027-01-13T01:00:00.000Z',
  slots: [
    slot(1, '10:00'),
    slot(2, '11:00', { closed: true, sold: 0, held: 0, available: 40, checked_in: 0 }),
  ],
  totals: { capacity: 80, sold: 10, held: 2, checked_in: 4 },
};

describe('TodayTable', () => {
  beforeAll(() => initI18n('en'));

  it('shows each slot’s counts by channel, marks a closed slot, and adds up the day', async () => {
    render(<TodayTable day={day} />);
    const [first, second] = screen.getAllByRole('row').slice(1, 3) as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('10:00–10:30');
    expect(first).toHaveTextContent('8 / 3');
    expect(first).toHaveTextContent('2 / 1');
    expect(second).toHaveTextContent('Admission (Closed)');
    const totals = screen.getAllByRole('row').at(-1) as HTMLElement;
    expect(within(totals).getByRole('rowheader')).toHaveTextContent('Total');
    expect(totals).toHaveTextContent('68');
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('says when the day has no slots', () => {
    render(<TodayTable day={{ ...day, slots: [] }} />);
    expect(screen.getByText('No slots on this day.')).toBeInTheDocument();
  });
});
