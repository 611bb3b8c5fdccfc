import type { Answer } from '@venue/ticket-core';

type OrderSummary = Answer<'searchConsoleOrders'>['orders'][number];

const exhibition = '企画展「光の庭」入館券';

const found = (
  id: number,
  name: string,
  email: string,
  start: string,
  quantity: number,
  status: OrderSummary['status'] = 'completed',
): OrderSummary => ({
  order_id: id,
  reservation_number: `2026120${String(id).padStart(5, '0')}`,
  status,
  channel: 'web',
  created_at: '2026-11-28T21:14:00+09:00',
  email,
  name,
  phone: '090-1234-5678',
  product_name: exhibition,
  start_at: `2026-12-05T${start}:00+09:00`,
  end_at: `2026-12-05T${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00:00+09:00`,
  quantity,
  price: quantity * 1800,
});

/** The orders a search for 山田 finds on 5 December 2026. */
export const orderSearch: Answer<'searchConsoleOrders'> = {
  orders: [
    found(10482, '山田 花子', 'hanako.yamada@example.jp', '10:00', 3),
    found(10477, '山田 太郎', 'taro.yamada@example.jp', '11:00', 2),
    found(10463, '山田 健一', 'kenichi.yamada@example.com', '13:00', 1, 'cancelled'),
    found(10451, '山田 さくら', 'sakura.yamada@example.jp', '14:00', 4),
  ],
  total: 4,
  total_is_lower_bound: false,
  page: 1,
  per_page: 20,
};

const buyers = [
  ['佐藤 結衣', 'yui.sato@example.jp'],
  ['Hanako Suzuki', 'hanako.suzuki@example.com'],
  ['高橋 蓮', 'ren.takahashi@example.jp'],
  ['田中 美優', 'miyu.tanaka@example.ne.jp'],
  ['Kenji Ito', 'kenji.ito@example.com'],
] as const;

/**
 * The venue's newest orders with no criterion: a page of 20 from a year of sales, more than the server
 * counts (1,000), so the total is only a lower bound.
 */
export const recentOrders: Answer<'searchConsoleOrders'> = {
  orders: Array.from({ length: 20 }, (_, index) => {
    const [name, email] = buyers[index % buyers.length] as (typeof buyers)[number];
    return {
      ...found(10500 - index * 3, name, email, `${10 + (index % 7)}:00`, 1 + (index % 4)),
      created_at: `2026-11-28T21:${String(59 - index * 2).padStart(2, '0')}:00+09:00`,
    };
  }),
  total: 1000,
  total_is_lower_bound: true,
  page: 1,
  per_page: 20,
};

type OrderTicket = Answer<'getConsoleOrder'>['tickets'][number];

const visit = { start_at: '2026-12-05T10:00:00+09:00', end_at: '2026-12-05T11:00:00+09:00' };
const unusedTicket: Answer<'getConsoleTicket'>['ticket'] = {
  id: 20932,
  num: 'T00020932',
  kind: 'gate',
  name: '一般',
  status: 'available',
  ...visit,
  used_at: null,
};

/** A ticket let in at two gates, each offline: the east gate's scan was first. */
const scannedTwice: OrderTicket['admissions'] = [
  {
    at: '2026-12-05T10:04:00+09:00',
    source: 'scan',
    gate: 'gate-east',
    verdict: 'admitted',
    gate_admitted: true,
    conflict: true,
  },
  {
    at: '2026-12-05T10:06:00+09:00',
    source: 'scan',
    gate: 'gate-north',
    verdict: 'already_used',
    gate_admitted: true,
    conflict: true,
  },
];

/** 山田 花子's order: three tickets, one used at the gate, a coupon, paid by card, and its mails. */
export const order: Answer<'getConsoleOrder'> = {
  ...found(10482, '山田 花子', 'hanako.yamada@example.jp', '10:00', 3),
  lang: 'ja',
  customer: [
    { key: 'fullname', value: '山田 花子' },
    { key: 'email', value: 'hanako.yamada@example.jp' },
    { key: 'phone', value: '090-1234-5678' },
    { key: '郵便番号', value: '106-0032' },
  ],
  lines: [
    { kind: 'option', name: '一般', quantity: 2, unit_price: 1800 },
    { kind: 'option', name: '大学生・高校生', quantity: 1, unit_price: 1200 },
  ],
  coupons: [{ code: 'WINTER500', name: '冬の特別割引', discount: 500 }],
  tickets: [
    {
      id: 20931,
      num: 'T00020931',
      kind: 'gate',
      name: '一般',
      status: 'used',
      ...visit,
      used_at: '2026-12-05T10:04:00+09:00',
      admissions: scannedTwice,
    },
    { ...unusedTicket, admissions: [] },
    {
      id: 20933,
      num: 'T00020933',
      kind: 'gate',
      name: '大学生・高校生',
      status: 'available',
      ...visit,
      used_at: null,
      admissions: [],
    },
  ],
  payments: [
    {
      id: 7781,
      method_id: 'gmo_3ds',
      provider: 'gmo',
      status: 'completed',
      amount: 4300,
      purpose: 'order',
      created_at: '2026-11-28T21:15:00+09:00',
      completed_at: '2026-11-28T21:16:00+09:00',
      refunds: [],
    },
  ],
  history: [
    { at: '2026-11-28T21:14:00+09:00', kind: 'created', detail: '注文を受け付けました', staff_email: null },
    {
      at: '2026-11-28T21:16:00+09:00',
      kind: 'paid',
      detail: 'クレジットカードで ¥4,300 を決済',
      staff_email: null,
    },
    {
      at: '2026-11-28T21:16:00+09:00',
      kind: 'details',
      detail: '確認メールを送信しました',
      staff_email: null,
    },
    {
      at: '2026-12-04T16:40:00+09:00',
      kind: 'staff',
      detail: '確認メール再送',
      staff_email: 'takahashi.ken@demo-museum.jp',
    },
    {
      at: '2026-12-05T10:04:00+09:00',
      kind: 'checked_in',
      detail: 'T00020931 入場（ゲート gate-01）',
      staff_email: null,
    },
  ],
  version: 'v-10482-3',
};

/** The ticket the check-in screen finds for T00020932. */
export const foundTicket: Answer<'getConsoleTicket'> = {
  order_id: order.order_id,
  version: order.version,
  product_name: exhibition,
  ticket: unusedTicket,
};
