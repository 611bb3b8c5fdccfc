import type { Answer, LanguageCode } from '@venue/ticket-core';
import { checkPeriod } from '../../catalog/catalog.ts';
import { parseIsoDate, venueToday } from '../../clock.ts';
import { DomainError } from '../../domainError.ts';
import type { StaffCallContext } from '../../service/context.ts';
import type { FileAnswer } from '../../service/input.ts';
import { localized } from '../../text.ts';
import { orderListColumns } from '../orderListColumns.ts';
import { answerOf } from '../orderSearch.ts';
import { csvFile } from './csv.ts';

type Period = { from: string; to: string; lang?: LanguageCode };

const venueOffsetMs = 9 * 60 * 60 * 1000;

/** The UTC instants (as the database keeps them) a period of venue days starts and ends at. */
function instants(from: string, to: string) {
  const start = new Date(`${from}T00:00:00+09:00`);
  const end = new Date(Date.parse(`${to}T00:00:00+09:00`) + 24 * 60 * 60 * 1000);
  return { start: start.toISOString(), end: end.toISOString() };
}

/** `yyyy-MM-ddTHH:mm` of an instant at the venue. */
function atVenue(iso: string): string {
  return new Date(Date.parse(iso) + venueOffsetMs).toISOString().slice(0, 16);
}

/**
 * Sales per venue day (the day the order's payment completed) by product, ticket type (or set product),
 * payment method and channel: tickets and their list amount; and per day the orders, tickets and what
 * they paid after coupons and discounts, and what refunds gave back that day (the day of the refund, of
 * a payment of any day). Date changes' payments are not sales of tickets and are left out.
 */
export async function salesReport(
  ctx: StaffCallContext,
  query: Period,
): Promise<Answer<'getConsoleSalesReport'>> {
  checkPeriod(query.from, query.to);
  const lang = query.lang ?? 'ja';
  const { start, end } = instants(query.from, query.to);
  const db = ctx.db.kysely;
  const paid = db
    .selectFrom('payments as pay')
    .innerJoin('orders as o', 'o.id', 'pay.order_id')
    .where('pay.tenant_id', '=', ctx.tenant.id)
    .where('pay.status', '=', 'succeeded')
    .where('pay.time_change_token', 'is', null)
    .where('pay.completed_at', '>=', start)
    .where('pay.completed_at', '<', end);
  const refunds = db
    .selectFrom('payment_refunds as r')
    .innerJoin('payments as pay', 'pay.id', 'r.payment_id')
    .where('r.tenant_id', '=', ctx.tenant.id)
    .where('r.status', '=', 'succeeded')
    .where('pay.time_change_token', 'is', null)
    .where('r.created_at', '>=', start)
    .where('r.created_at', '<', end)
    .select(['r.created_at', 'r.amount'])
    .execute();
  const [lines, payments, refunded] = await Promise.all([
    paid
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .innerJoin('products as main', 'main.id', 'o.product_id')
      .leftJoin('options as opt', 'opt.id', 'l.option_id')
      .leftJoin('products as line', 'line.id', 'l.product_id')
      .select([
        'pay.completed_at',
        'pay.method_id',
        'o.channel',
        'main.name as product_name',
        'l.kind',
        'opt.name as option_name',
        'line.name as line_product_name',
        'l.quantity',
        'l.unit_price',
      ])
      .execute(),
    paid.select(['pay.completed_at', 'pay.amount', 'o.quantity']).execute(),
    refunds,
  ]);
  const rows = new Map<string, Answer<'getConsoleSalesReport'>['rows'][number]>();
  for (const line of lines) {
    const row = {
      date: atVenue(line.completed_at ?? start).slice(0, 10),
      product_name: localized(line.product_name, lang),
      ticket_type: localized(line.kind === 'option' ? line.option_name : line.line_product_name, lang),
      kind: line.kind,
      payment_method: line.method_id,
      channel: line.channel,
    };
    const key = JSON.stringify(row);
    const sum = rows.get(key) ?? { ...row, quantity: 0, amount: 0 };
    sum.quantity += line.quantity;
    sum.amount += line.quantity * line.unit_price;
    rows.set(key, sum);
  }
  const days = new Map<string, Answer<'getConsoleSalesReport'>['days'][number]>();
  const dayOf = (at: string) => {
    const date = atVenue(at).slice(0, 10);
    const day = days.get(date) ?? { date, orders: 0, tickets: 0, paid: 0, refunded: 0 };
    days.set(date, day);
    return day;
  };
  for (const payment of payments) {
    const day = dayOf(payment.completed_at ?? start);
    day.orders++;
    day.tickets += payment.quantity;
    day.paid += payment.amount;
  }
  for (const refund of refunded) dayOf(refund.created_at).refunded += refund.amount;
  const byKey = <T extends { date: string }>(list: T[], key: (item: T) => string) =>
    list.sort((a, b) => a.date.localeCompare(b.date) || key(a).localeCompare(key(b)));
  return {
    from: query.from,
    to: query.to,
    rows: byKey(
      [...rows.values()],
      (row) => `${row.product_name} ${row.ticket_type} ${row.payment_method} ${row.channel}`,
    ),
    days: byKey([...days.values()], (day) => day.date),
  };
}

/** Tickets checked in during a venue period, oldest first. */
function checkIns(ctx: StaffCallContext, from: string, to: string) {
  const { start, end } = instants(from, to);
  return ctx.db.kysely
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .innerJoin('orders as o', 'o.id', 'r.order_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .innerJoin('time_spans as s', 's.id', 't.time_span_id')
    .leftJoin('options as opt', 'opt.id', 't.option_id')
    .select([
      't.id',
      't.kind',
      't.used_at',
      'r.reservation_number',
      'o.channel',
      'p.name as product_name',
      'opt.name as option_name',
      's.date',
      's.start_time',
      's.end_time',
    ])
    .where('r.tenant_id', '=', ctx.tenant.id)
    .where('t.status', '=', 'used')
    .where('t.used_at', '>=', start)
    .where('t.used_at', '<', end)
    .orderBy('t.used_at')
    .orderBy('t.id')
    .execute();
}

/** Check-ins per hour of a venue day (today by default), every hour from 0 to 23. */
export async function checkInReport(
  ctx: StaffCallContext,
  query: { date?: string },
): Promise<Answer<'getConsoleCheckInReport'>> {
  const date = query.date ?? venueToday().toString();
  if (!parseIsoDate(date)) throw new DomainError('invalidRequest');
  const hours = Array.from({ length: 24 }, (_, hour) => ({ hour, count: 0 }));
  const rows = await checkIns(ctx, date, date);
  for (const row of rows) {
    const hour = hours[Number(atVenue(row.used_at ?? '').slice(11, 13))];
    if (hour) hour.count++;
  }
  return { date, hours, total: rows.length };
}

/** The column names of the CSV files, in Japanese or English. */
const headers = {
  orders: {
    ja: [
      '予約番号',
      '状態',
      'チャネル',
      '注文日時',
      '来場日',
      '時間帯',
      '商品',
      '内訳',
      '枚数',
      '金額',
      'クーポン割引',
      '支払額',
      '支払方法',
      '氏名',
      'メールアドレス',
      '電話番号',
      '言語',
    ],
    en: [
      'reservation_number',
      'status',
      'channel',
      'ordered_at',
      'visit_date',
      'slot',
      'product',
      'tickets',
      'quantity',
      'price',
      'coupon_discount',
      'paid',
      'payment_method',
      'name',
      'email',
      'phone',
      'lang',
    ],
  },
  checkIns: {
    ja: ['入場日時', '予約番号', 'チケットID', '種別', '商品', '券種', '来場日', '時間帯', 'チャネル'],
    en: [
      'checked_in_at',
      'reservation_number',
      'ticket_id',
      'kind',
      'product',
      'ticket_type',
      'visit_date',
      'slot',
      'channel',
    ],
  },
} as const;

const headerLanguage = (lang: LanguageCode | undefined) => (lang === 'en' ? 'en' : 'ja');

/**
 * The orders made in a venue period (those that got as far as the buyer's details), oldest first, as
 * CSV: reservation, status, visit, what was ordered, price, coupon discount, what was paid, buyer.
 */
export async function ordersCsv(ctx: StaffCallContext, query: Period): Promise<FileAnswer<string>> {
  checkPeriod(query.from, query.to);
  const lang = query.lang ?? 'ja';
  const { start, end } = instants(query.from, query.to);
  const periodOrders = ctx.db.kysely
    .selectFrom('orders as o')
    .where('o.tenant_id', '=', ctx.tenant.id)
    .where('o.status', '!=', 'created')
    .where('o.created_at', '>=', start)
    .where('o.created_at', '<', end);
  const [orders, lines, coupons, payments] = await Promise.all([
    periodOrders
      .innerJoin('products as p', 'p.id', 'o.product_id')
      .innerJoin('time_spans as s', 's.id', 'o.time_span_id')
      .leftJoin('reservations as r', 'r.order_id', 'o.id')
      .select([...orderListColumns, 'o.payment_method', 'o.lang'])
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute(),
    periodOrders
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .leftJoin('options as opt', 'opt.id', 'l.option_id')
      .leftJoin('products as p', 'p.id', 'l.product_id')
      .select(['l.order_id', 'l.kind', 'l.quantity', 'opt.name as option_name', 'p.name as product_name'])
      .orderBy('l.id')
      .execute(),
    periodOrders
      .innerJoin('order_coupons as oc', 'oc.order_id', 'o.id')
      .select(['oc.order_id', 'oc.coupon_discount as amount'])
      .execute(),
    periodOrders
      .innerJoin('payments as pay', 'pay.order_id', 'o.id')
      .select(['pay.order_id', 'pay.amount'])
      .where('pay.status', '=', 'succeeded')
      .where('pay.time_change_token', 'is', null)
      .execute(),
  ]);
  const sums = (rows: { order_id: number; amount: number }[]) => {
    const totals = new Map<number, number>();
    for (const row of rows) totals.set(row.order_id, (totals.get(row.order_id) ?? 0) + row.amount);
    return totals;
  };
  const discounts = sums(coupons);
  const paidOf = sums(payments);
  const linesOf = new Map<number, string[]>();
  for (const line of lines) {
    const name = localized(line.kind === 'option' ? line.option_name : line.product_name, lang);
    linesOf.set(line.order_id, [...(linesOf.get(line.order_id) ?? []), `${name}×${line.quantity}`]);
  }
  return {
    filename: `orders-${query.from}-${query.to}.csv`,
    content: csvFile(
      headers.orders[headerLanguage(query.lang)],
      orders.map((order) => [
        order.reservation_number,
        order.status,
        order.channel,
        atVenue(order.created_at).replace('T', ' '),
        order.date,
        `${order.start_time}-${order.end_time}`,
        localized(order.product_name, lang),
        (linesOf.get(order.id) ?? []).join(' / '),
        order.quantity,
        order.price,
        discounts.get(order.id) ?? 0,
        paidOf.get(order.id) ?? 0,
        order.payment_method,
        answerOf(order.customer_info, 'fullname'),
        order.email,
        answerOf(order.customer_info, 'phone'),
        order.lang,
      ]),
    ),
  };
}

/** The check-ins made in a venue period, oldest first, as CSV. */
export async function checkInsCsv(ctx: StaffCallContext, query: Period): Promise<FileAnswer<string>> {
  checkPeriod(query.from, query.to);
  const lang = query.lang ?? 'ja';
  const rows = await checkIns(ctx, query.from, query.to);
  return {
    filename: `check-ins-${query.from}-${query.to}.csv`,
    content: csvFile(
      headers.checkIns[headerLanguage(query.lang)],
      rows.map((row) => [
        atVenue(row.used_at ?? '').replace('T', ' '),
        row.reservation_number,
        row.id,
        row.kind,
        localized(row.product_name, lang),
        row.kind === 'gate' ? localized(row.option_name, lang) : localized(row.product_name, lang),
        row.date,
        `${row.start_time}-${row.end_time}`,
        row.channel,
      ]),
    ),
  };
}
