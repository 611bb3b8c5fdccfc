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

/** How full a day is: sold out on the 6th, two places a slot left on the 7th, else less each day on. */
function soldOf(day: number, slot: number, capacity: number, held: number) {
  if (day === 6) return capacity - held;
  if (day === 7) return capacity - held - 2;
  return Math.max(0, 118 - (day - 1) * 9 - slot * 6);
}

/** The day's stock status as the server gives it for these counts (closed before the story's day). */
function statusOf(day: number, date: string, closed: boolean): StockDay['stock_status'] {
  if (closed || date < storyDate) return 'closed';
  return day === 6 ? 'sold_out' : day === 7 ? 'few' : 'normal';
}

/** One day of December 2026 with five slots of 120, sold a little less each day further on. */
function stockDay(day: number): StockDay {
  const date = `2026-12-${String(day).padStart(2, '0')}`;
  const closed: StockDay['closed_by'] = day === 8 ? 'console' : null;
  const slots = times.map(([start, end], index) => {
    const capacity = index === 4 && day === 12 ? 80 : 120;
    const held = date === storyDate ? 4 : 0;
    const sold = closed ? 0 : soldOf(day, index, capacity, held);
    return {
      time_span_id: 500 + day * 10 + index,
      start_at: `${date}T${start}:00+09:00`,
      end_at: `${date}T${end}:00+09:00`,
      capacity,
      sold,
      held,
      available: capacity - sold - held,
      closed_by: closed,
      capacity_by_console: index === 4 && day === 12,
    };
  });
  return {
    date,
    closed_by: closed,
    stock_status: statusOf(day, date, closed !== null),
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

/**
 * The days of December 2026 the story's order (three tickets, on the 5th) can move to: before the story's
 * day and on the 8th closed, the 6th and the 13th (no slot with room for three) sold out, the 7th few.
 */
export const changeMonth: Answer<'getConsoleChangeDateMonthStock'> = {
  month: '2026-12',
  today: storyDate,
  days: Array.from({ length: 31 }, (_, index) => {
    const day = index + 1;
    const date = `2026-12-${String(day).padStart(2, '0')}`;
    const status: StockDay['stock_status'] =
      day === 13 ? 'sold_out' : day > 14 ? 'normal' : statusOf(day, date, day === 8);
    return { date, display_price: 2000, is_sold_out_display_product: false, stock_status: status };
  }),
};

/** The slots of a December day for the story's order: the 10:00 one full, the others with room for three. */
export function changeDay(date: string): Answer<'getConsoleChangeDateDayStock'> {
  return {
    uuid: '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10',
    base_price: 1800,
    product_stock_status: { is_few: false },
    time_spans: times.map(([start, end], index) => ({
      time_span_id: 900 + index,
      start_at: `${date}T${start}:00+09:00`,
      end_at: `${date}T${end}:00+09:00`,
      stock_count: 120,
      remaining_stock: index === 0 ? 0 : 40 - index * 5,
      options: [],
    })),
    quantity: 3,
    current_time_span_id: 500,
  };
}
