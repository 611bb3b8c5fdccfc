import { describe, expect, it } from 'vitest';
import { setLines, ticketLines } from '../Order/orderLines.ts';
import { spotOrderBody } from './spotOrder.ts';

const slot = {
  time_span_id: 41,
  start_at: '2026-11-23T10:00:00+09:00',
  end_at: '2026-11-23T10:30:00+09:00',
  stock_count: 40,
  remaining_stock: 12,
  options: [
    { id: 7, name: 'Adult', add_cost: 800 },
    { id: 8, name: 'Child', add_cost: 0 },
  ],
};
const stock = {
  uuid: '0b0c7a52-8f1e-4c55-9a0e-3f5b1d2c4e6a',
  base_price: 1200,
  product_stock_status: { is_few: false },
  time_spans: [slot],
  name: 'Admission ticket',
  description: 'A timed-entry ticket.',
  image_path: null,
  date: '2026-11-23',
};
const audioGuide = {
  uuid: '5d1f3b7e-2a4c-4e8f-9b6d-1c3e5f7a9b0d',
  name: 'Audio guide',
  description: 'Commentary in six languages.',
  image_path: null,
  base_price: 600,
  time_spans: [],
  limit_max: 4,
  limit_min: 2,
  quantity: 1,
};

describe('spot order', () => {
  it('orders the chosen kinds only, the quantity being their sum, with the QR token', () => {
    const lines = ticketLines(stock.base_price, slot, { '7': 2, '8': 1 });
    expect(spotOrderBody('qr-token', 'en', stock, slot, lines)).toEqual({
      lang: 'en',
      qr_token: 'qr-token',
      product_uuid: stock.uuid,
      time_span_id: 41,
      quantity: 3,
      option_values: [
        { option_value_id: 7, quantity: 2 },
        { option_value_id: 8, quantity: 1 },
      ],
      set_products: [],
    });
    const one = ticketLines(stock.base_price, slot, { '8': 1, '7': 0 });
    expect(spotOrderBody('qr-token', 'ja', stock, slot, one).option_values).toEqual([
      { option_value_id: 8, quantity: 1 },
    ]);
  });

  it('adds the set products wanted, priced at their base price', () => {
    const lines = ticketLines(stock.base_price, slot, { '7': 1 });
    const sets = setLines([audioGuide], { [audioGuide.uuid]: 2 });
    expect(sets).toEqual([{ uuid: audioGuide.uuid, label: 'Audio guide', quantity: 2, price: 600 }]);
    expect(spotOrderBody('qr-token', 'en', stock, slot, lines, sets).set_products).toEqual([
      { uuid: audioGuide.uuid, quantity: 2 },
    ]);
    expect(
      spotOrderBody('qr-token', 'en', stock, slot, lines, setLines([audioGuide], {})).set_products,
    ).toEqual([]);
  });
});
