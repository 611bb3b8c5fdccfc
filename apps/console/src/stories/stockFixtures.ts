import type { Answer } from '@venue/ticket-core';
import { storyDate } from './venueFixtures.ts';

type StockDay = Answer<'getConsoleStock'>['days'][number];

const times = [
  ['10:00', '11:00'],
  ['11:00', '12:00'],
  ['13:00', '14:00'],
  ['14:00', '15:00'],
  ['15:00', '16:00'],
] as const;

/** One day of December 2026 with five slots of 120, sold a little less each day further on. */
function stockDay(day: number): StockDay {
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  const closed: StockDay['closed_by'] = day === 8 ? 'console' : null;
  const slots = times.map(([start, end], index) => {
    const sold = closed ? 0 : Math.max(0, 118 - (day - 1) * 9 - index * 6);
    const held = date === storyDate ? 4 : 0;
    return {
      time_span_id: 500 + day * 10 + index,
      start_at: `${date}T${start}:00+09:00`,
      end_at: `${date}T${end}:00+09:00`,
      capacity: index === 4 && day === 12 ? 80 : 120,
      sold,
      held,
      available: (index === 4 && day === 12 ? 80 : 120) - sold - held,
      closed_by: closed,
      capacity_by_console: index === 4 && day === 12,
    };
  });
  return {
    date,
    closed_by: closed,
    capacity: slots.reduce((total, slot) => total + slot.capacity, 0),
    sold: slots.reduce((total, slot) => total + slot.sold, 0),
    held: slots.reduce((total, slot) => total + slot.held, 0),
    slots,
  };
}

export const stockMonth: Answer<'getConsoleStock'> = {
  month: '2026-12',
  today: storyDate,
  products: [
    { product_id: 1, name: '企画展「光の庭」入館券', product_type: 'ticket', paused: false },
    { product_id: 2, name: '常設展・企画展セット券', product_type: 'set', paused: false },
  ],
  product_id: 1,
  days: Array.from({ length: 14 }, (_, index) => stockDay(index + 1)),
};
