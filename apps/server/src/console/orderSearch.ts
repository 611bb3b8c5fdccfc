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
 * Whether a name key is long enough for the trigram indexes of migration 018: a shorter one has no
 * trigram to look up.
 */
const hasTrigram = (key: string) => [...key].length >= 3;

/** A term of SQLite's FTS5 query language that finds `text` anywhere in the indexed text. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

/**
 * The venue's orders that match every criterion given, newest first, a page at a time: an exact
 * reservation number, address or phone number (its digits), part of the name (spaces and case aside), the
 * visit date, the status. Every criterion but the shortest names is found through an index: the address,
 * phone, number and status by theirs, the date through its slots, a part of a name of three characters or
 * more through the trigrams of the name keys (pg_trgm on PostgreSQL, the FTS5 table `order_names` on
 * SQLite); one or two characters are looked for among the venue's orders. The count and the page read
 * only the orders and what the criteria need; the page's rows are then joined to their slot,
 * product and reservation. Orders that never got the buyer's details (`created`) show only when that
 * status is asked for.
 */
export async function searchOrders(
  ctx: StaffCallContext,
  query: SearchQuery,
): Promise<Answer<'searchConsoleOrders'>> {
  const criteria = criteriaOf(query);
  const page = criteria.page ?? 1;
  const perPage = criteria.per_page ?? defaultPerPage;
  const lang = criteria.lang ?? 'ja';
  const { kysely, dialect } = ctx.db;
  const matching = (eb: ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>) => {
    const conditions: Expression<SqlBool>[] = [eb('o.tenant_id', '=', ctx.tenant.id)];
    if (criteria.reservation_number)
      conditions.push(
        eb(
          'o.id',
          'in',
          eb
            .selectFrom('reservations')
            .select('order_id')
            .where('tenant_id', '=', ctx.tenant.id)
            .where('reservation_number', '=', criteria.reservation_number),
        ),
      );
    if (criteria.email) conditions.push(eb('o.search_email', '=', emailKey(criteria.email)));
    if (criteria.phone) conditions.push(eb('o.search_phone', '=', phoneKey(criteria.phone)));
    if (criteria.name) {
      const key = nameKey(criteria.name);
      if (dialect === 'sqlite' && hasTrigram(key))
        conditions.push(
          sql<SqlBool>`o.id in (select rowid from order_names where order_names match ${ftsPhrase(key)})`,
        );
      // PostgreSQL's LIKE escapes with `\` by default: no ESCAPE clause needed.
      else if (dialect === 'postgres')
        conditions.push(sql<SqlBool>`o.search_name like ${`%${likeText(key)}%`}`);
      else conditions.push(sql<SqlBool>`o.search_name like ${`%${likeText(key)}%`} escape '\\'`);
    }
    if (criteria.date)
      conditions.push(
        eb(
          'o.time_span_id',
          'in',
          eb.selectFrom('time_spans').select('id').where('date', '=', criteria.date),
        ),
      );
    conditions.push(criteria.status ? eb('o.status', '=', criteria.status) : eb('o.status', '!=', 'created'));
    return eb.and(conditions);
  };
  const from = kysely.selectFrom('orders as o').where(matching);
  const { total } = await from.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const ids = (
    await from
      .select('o.id')
      .orderBy('o.created_at', 'desc')
      .orderBy('o.id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
  ).map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await kysely
          .selectFrom('orders as o')
          .innerJoin('time_spans as s', 's.id', 'o.time_span_id')
          .innerJoin('products as p', 'p.id', 'o.product_id')
          .leftJoin('reservations as r', 'r.order_id', 'o.id')
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
          .where('o.id', 'in', ids)
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
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
