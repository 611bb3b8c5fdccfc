import type { Answer, Query } from '@venue/ticket-core';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { emailKey, nameKey, phoneKey } from '../orders/customerSearch.ts';
import type { StaffCallContext } from '../service/context.ts';
import { localized, venueDateTime } from '../text.ts';

type SearchQuery = Query<'searchConsoleOrders'>;

/** What the console's free search box `q` stands for: the field it looks like. */
export function criteriaOf(query: SearchQuery): SearchQuery {
  const q = query.q?.normalize('NFKC').trim();
  if (!q) return query;
  if (/^\d{12}$/.test(q)) return { ...query, reservation_number: q };
  if (q.includes('@')) return { ...query, email: q };
  if (/^[\d\s\-+()ー]+$/.test(q) && phoneKey(q).length >= 6) return { ...query, phone: q };
  return { ...query, name: q };
}

/** `text` for a LIKE pattern, its wildcards escaped (with `\`). */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The customer's answer `key` of an order's stored details, or ''. */
export function answerOf(customerInfo: string, key: string): string {
  const answers = JSON.parse(customerInfo) as { key: string; value: string }[];
  return answers.find((answer) => answer.key === key)?.value ?? '';
}

export const defaultPerPage = 20;

/**
 * The venue's orders that match every criterion given, newest first, a page at a time: an exact
 * reservation number, address or phone number (its digits), part of the name (spaces and case aside), the
 * visit date, the status. The address, phone and number are found through their indexes; a part of a
 * name is looked for among the venue's orders. Orders that never got the buyer's details (`created`)
 * show only when that status is asked for.
 */
export async function searchOrders(
  ctx: StaffCallContext,
  query: SearchQuery,
): Promise<Answer<'searchConsoleOrders'>> {
  const criteria = criteriaOf(query);
  const page = criteria.page ?? 1;
  const perPage = criteria.per_page ?? defaultPerPage;
  const lang = criteria.lang ?? 'ja';
  const matching = (
    eb: ExpressionBuilder<
      Database & { o: Database['orders']; s: Database['time_spans']; r: Database['reservations'] },
      'o' | 's' | 'r'
    >,
  ) => {
    const conditions: Expression<SqlBool>[] = [eb('o.tenant_id', '=', ctx.tenant.id)];
    if (criteria.reservation_number)
      conditions.push(eb('r.reservation_number', '=', criteria.reservation_number));
    if (criteria.email) conditions.push(eb('o.search_email', '=', emailKey(criteria.email)));
    if (criteria.phone) conditions.push(eb('o.search_phone', '=', phoneKey(criteria.phone)));
    if (criteria.name) {
      const pattern = `%${likeText(nameKey(criteria.name))}%`;
      conditions.push(sql<SqlBool>`o.search_name like ${pattern} escape '\\'`);
    }
    if (criteria.date) conditions.push(eb('s.date', '=', criteria.date));
    conditions.push(criteria.status ? eb('o.status', '=', criteria.status) : eb('o.status', '!=', 'created'));
    return eb.and(conditions);
  };
  const from = ctx.db.kysely
    .selectFrom('orders as o')
    .innerJoin('time_spans as s', 's.id', 'o.time_span_id')
    .leftJoin('reservations as r', 'r.order_id', 'o.id')
    .where(matching);
  const { total } = await from.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await from
    .innerJoin('products as p', 'p.id', 'o.product_id')
    .select([
      'o.id',
      'o.status',
      'o.channel',
      'o.created_at',
      'o.email',
      'o.customer_info',
      'o.quantity',
      'o.price',
    ])
    .select(['r.reservation_number', 'p.name as product_name', 's.date', 's.start_time', 's.end_time'])
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  return {
    orders: rows.map((row) => ({
      order_id: row.id,
      reservation_number: row.reservation_number,
      status: row.status,
      channel: row.channel,
      created_at: row.created_at,
      email: row.email,
      name: answerOf(row.customer_info, 'fullname'),
      phone: answerOf(row.customer_info, 'phone'),
      product_name: localized(row.product_name, lang),
      start_at: venueDateTime(row.date, row.start_time),
      end_at: venueDateTime(row.date, row.end_time),
      quantity: row.quantity,
      price: row.price,
    })),
    total: Number(total),
    page,
    per_page: perPage,
  };
}
