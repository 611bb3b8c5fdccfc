import type { Answer } from '@venue/ticket-core';

type SalesRow = Answer<'getConsoleSalesReport'>['rows'][number];

const dates = [
  '2026-11-29',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
  '2026-12-05',
];

/** Adults, students and the set ticket sold on one day, on the web and at the desk. */
function salesOf(date: string, index: number): SalesRow[] {
  const row = (
    ticket: string,
    method: string,
    channel: string,
    quantity: number,
    price: number,
  ): SalesRow => ({
    date,
    product_name: '企画展「光の庭」入館券',
    ticket_type: ticket,
    kind: 'option',
    payment_method: method,
    channel,
    quantity,
    amount: quantity * price,
  });
  return [
    row('一般', 'クレジットカード', 'web', 140 + index * 12, 1800),
    row('大学生・高校生', 'クレジットカード', 'web', 36 + index * 3, 1200),
    row('一般', '現金', 'spot', 22 + index * 2, 1800),
  ];
}

/** Sales of the week to 5 December 2026. */
export const salesReport: Answer<'getConsoleSalesReport'> = {
  from: '2026-11-29',
  to: '2026-12-05',
  rows: dates.slice(-3).flatMap((date, index) => salesOf(date, index + 4)),
  days: dates.map((date, index) => ({
    date,
    orders: 96 + index * 8,
    tickets: 198 + index * 17,
    paid: 331_200 + index * 28_800,
    refunded: index === 2 ? 3_600 : 0,
  })),
};

const hourly = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 96, 118, 64, 89, 40, 0, 0, 0, 0, 0, 0, 0, 0, 0];

export const checkInReport: Answer<'getConsoleCheckInReport'> = {
  date: '2026-12-05',
  hours: hourly.map((count, hour) => ({ hour, count })),
  total: hourly.reduce((total, count) => total + count, 0),
};

export const coupons: Answer<'getConsoleCoupons'> = {
  coupons: [
    {
      code: 'WINTER500',
      name: '冬の特別割引',
      discount_type: 'fixed',
      amount: 500,
      per_ticket: true,
      invitation: false,
      valid_from: '2026-12-01',
      valid_to: '2027-01-31',
      channel: 'web',
      usage_limit: 500,
      used: 128,
      disabled: false,
    },
    {
      code: 'MEMBER10',
      name: '友の会 10% 割引',
      discount_type: 'percent',
      amount: 10,
      per_ticket: false,
      invitation: false,
      valid_from: '2026-04-01',
      valid_to: '2027-03-31',
      channel: null,
      usage_limit: null,
      used: 342,
      disabled: false,
    },
    {
      code: 'PRESS2026',
      name: 'プレス内覧会',
      discount_type: 'fixed',
      amount: 1800,
      per_ticket: true,
      invitation: false,
      valid_from: '2026-11-20',
      valid_to: '2026-11-30',
      channel: 'web',
      usage_limit: 50,
      used: 50,
      disabled: true,
    },
  ],
  batches: [
    {
      batch: 'batch-2026-12-sponsors-0001',
      name: '協賛企業ご招待',
      count: 200,
      used: 37,
      disabled: 0,
      valid_from: '2026-12-01',
      valid_to: '2027-01-31',
      created_at: '2026-11-25T11:20:00+09:00',
    },
  ],
};
