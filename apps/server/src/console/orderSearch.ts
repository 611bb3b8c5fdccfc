import type { Answer, Query, TenantConfig } from '@venue/ticket-core';
import {
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
  sql,
} from 'kysely';
import type { Db } from '../db/connect.ts';
import type { DialectName } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { emailKey, nameKey, phoneKey } from '../orders/customerSearch.ts';
import { localized, venueDateTime } from '../text.ts';
import { orderListColumns } from './orderListColumns.ts';

type SearchQuery = Query<'searchConsoleOrders'>;

/** What a search needs: the database and the venue whose orders it looks through. */
export interface OrderSearchContext {
  db: Db;
  tenant: Pick<TenantConfig, 'id'>;
}

export interface OrderSearchOptions {
  /**
   * Matches counted at most: past it the answer says only that there are more (`total_is_lower_bound`),
   * so that a search matching a year of orders costs a page and this many rows, not a count of them all.
   */
  countBound: number;
}

export const defaultSearchOptions: OrderSearchOptions = { countBound: 1000 };

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
 * How a part of a name (its key, `nameKey`) is looked up: three characters or more through their
 * trigrams (migration 018: pg_trgm on PostgreSQL, the FTS5 table `order_names` on SQLite); one or two
 * characters beyond ASCII as a gram of `order_name_grams` (migration 019); any other one or two characters
 * (ASCII letters, which most romaji names contain) by reading the venue's orders newest first until a page
 * is found, with no index: a rare one (`qz`) reads them all.
 */
export function nameLookup(key: string): 'trigrams' | 'gram' | 'scan' {
  const characters = [...key];
  if (characters.length >= 3) return 'trigrams';
  return characters.every((character) => (character.codePointAt(0) ?? 0) > 127) ? 'gram' : 'scan';
}

/**
 * What the answer's total is, from the page read (`found` rows from `offset`, one more than a page when
 * another follows), and, only when that does not tell, from `count(upTo)`: the number of matches, counted
 * up to `upTo + 1`. The total is exact on the last page and when there are at most `countBound` matches;
 * otherwise `countBound`, said to be a lower bound, which is so only while another page follows.
 */
export async function totalOf(
  {
    offset,
    perPage,
    found,
    countBound,
  }: { offset: number; perPage: number; found: number; countBound: number },
  count: (upTo: number) => Promise<number>,
): Promise<{ total: number; total_is_lower_bound: boolean }> {
  const more = found > perPage;
  // The last page, or a first page with nothing: the total is what came before and what it holds.
  if (!more && (found > 0 || offset === 0)) return { total: offset + found, total_is_lower_bound: false };
  // A page reaching the bound with another after it: more than the bound match, nothing to count.
  if (more && offset + perPage >= countBound) return { total: countBound, total_is_lower_bound: true };
  // A page before the bound with more after it: counted up to the bound. Or a page past the end: fewer
  // matches than `offset`, counted exactly (reading the offset again).
  const upTo = Math.max(countBound, offset);
  const counted = await count(upTo);
  return counted > upTo
    ? { total: countBound, total_is_lower_bound: true }
    : { total: counted, total_is_lower_bound: false };
}

/** A term of SQLite's FTS5 query language that finds `text` anywhere in the indexed text. */
const ftsPhrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

type OrdersBuilder = ExpressionBuilder<Database & { o: Database['orders'] }, 'o'>;
type MatchingOrders = SelectQueryBuilder<Database & { o: Database['orders'] }, 'o', object>;

/**
 * The venue's orders that match every criterion given, newest first, a page at a time: an exact
 * reservation number, address or phone number (its digits), part of the name (spaces and case aside,
 * `nameLookup`), the visit date, the status. Orders that never got the buyer's details (`created`) show
 * only when that status is asked for.
 *
 * A search costs about a page and `countBound` rows, however many orders match: the page is read in the
 * list's order from an index that has it (the venue's orders by creation, or by status and creation; a
 * gram's orders by creation), with one row more to know whether another page follows, and the total is
 * then known (`totalOf`) or counted up to the bound. A name's trigrams are counted first: up to the bound,
 * its few orders are found through the trigram index and sorted; past it, the name is in so many orders
 * that reading the venue's orders newest first meets a page of them soon. Pages past the bound are still
 * served, reading the offset through the same index. The page's rows are then joined to their slot,
 * product and reservation.
 *
 * On PostgreSQL the search's statements are planned without parallel workers and, where an index
 * serves, without reading the table through: a read bounded to a thousand rows finishes sooner than
 * workers start (a count of 1,000 orders of a gram: 8 ms alone, 25 to 70 ms with two workers, on two
 * cores), and the planner's guesses of how many names a LIKE matches are far off either way (93 for
 * `inoue`'s 15,765, 56,298 for `kato`'s 15,762), so that it counted `kato`'s orders by reading the table
 * (76 ms) rather than through the trigram index (11 ms).
 */
export async function searchOrders(
  ctx: OrderSearchContext,
  query: SearchQuery,
  options: OrderSearchOptions = defaultSearchOptions,
): Promise<Answer<'searchConsoleOrders'>> {
  const { kysely, dialect } = ctx.db;
  if (dialect === 'sqlite') return search(kysely, dialect, ctx.tenant.id, query, options);
  return kysely.transaction().execute(async (trx) => {
    await sql`select set_config('max_parallel_workers_per_gather', '0', true), set_config('enable_seqscan', 'off', true)`.execute(
      trx,
    );
    return search(trx, dialect, ctx.tenant.id, query, options);
  });
}

async function search(
  kysely: Kysely<Database>,
  dialect: DialectName,
  tenantId: string,
  query: SearchQuery,
  { countBound }: OrderSearchOptions,
): Promise<Answer<'searchConsoleOrders'>> {
  const criteria = criteriaOf(query);
  const page = criteria.page ?? 1;
  const perPage = criteria.per_page ?? defaultPerPage;
  const offset = (page - 1) * perPage;
  const lang = criteria.lang ?? 'ja';
  const name = criteria.name ? nameKey(criteria.name) : '';
  const lookup = name ? nameLookup(name) : null;
  const pattern = `%${likeText(name)}%`;
  /**
   * Every criterion; the name's as `byName` says: through its trigram index, or checked on each order
   * read (its LIKE kept from the index by `coalesce`), or not at all (it is in the query's join).
   */
  const matching = (eb: OrdersBuilder, byName: 'index' | 'rows' | 'joined') => {
    const conditions: Expression<SqlBool>[] = [eb('o.tenant_id', '=', tenantId)];
    if (criteria.reservation_number)
      conditions.push(
        eb(
          'o.id',
          'in',
          eb
            .selectFrom('reservations')
            .select('order_id')
            .where('tenant_id', '=', tenantId)
            .where('reservation_number', '=', criteria.reservation_number),
        ),
      );
    if (criteria.email) conditions.push(eb('o.search_email', '=', emailKey(criteria.email)));
    if (criteria.phone) conditions.push(eb('o.search_phone', '=', phoneKey(criteria.phone)));
    if (lookup === 'trigrams' && byName === 'index')
      conditions.push(
        dialect === 'sqlite'
          ? sql<SqlBool>`o.id in (select rowid from order_names(${ftsPhrase(name)}))`
          : sql<SqlBool>`o.search_name like ${pattern} escape '\\'`,
      );
    else if (lookup === 'scan' || (lookup === 'trigrams' && byName === 'rows'))
      conditions.push(sql<SqlBool>`coalesce(o.search_name, '') like ${pattern} escape '\\'`);
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
  /** How many orders `matches` holds, counting up to `upTo + 1`. */
  const countOf = async (matches: MatchingOrders, upTo: number) => {
    const { counted } = await kysely
      .selectFrom(
        matches
          .select(sql<number>`1`.as('one'))
          .limit(upTo + 1)
          .as('m'),
      )
      .select((eb) => eb.fn.countAll<number>().as('counted'))
      .executeTakeFirstOrThrow();
    return Number(counted);
  };

  // A name's trigrams: counted through their index as it finds them (SQLite's FTS5 table as the join's
  // first table, PostgreSQL's pg_trgm index as its planner chooses).
  let namesCounted: number | undefined;
  if (lookup === 'trigrams')
    namesCounted = await countOf(
      dialect === 'sqlite'
        ? kysely
            .selectFrom(sql<{ rowid: number }>`order_names(${ftsPhrase(name)})`.as('n'))
            .innerJoin('orders as o', 'o.id', 'n.rowid')
            .where((eb) => matching(eb, 'joined'))
        : kysely.selectFrom('orders as o').where((eb) => matching(eb, 'index')),
      countBound,
    );
  const byName = namesCounted !== undefined && namesCounted <= countBound ? 'index' : 'rows';
  // A gram's orders are read from `order_name_grams` in the list's order; any other search from `orders`.
  const matches =
    lookup === 'gram'
      ? kysely
          .selectFrom('order_name_grams as g')
          .innerJoin('orders as o', 'o.id', 'g.order_id')
          .where('g.tenant_id', '=', tenantId)
          .where('g.gram', '=', name)
          .where((eb) => matching(eb, byName))
      : kysely.selectFrom('orders as o').where((eb) => matching(eb, byName));
  const [newest, last] =
    lookup === 'gram' ? (['g.created_at', 'g.order_id'] as const) : (['o.created_at', 'o.id'] as const);
  const ids = (
    await matches
      .select('o.id')
      .orderBy(sql.ref(newest), 'desc')
      .orderBy(sql.ref(last), 'desc')
      .limit(perPage + 1)
      .offset(offset)
      .execute()
  ).map((row) => row.id);
  const pageIds = ids.slice(0, perPage);
  const total = await totalOf({ offset, perPage, found: ids.length, countBound }, async (upTo) =>
    namesCounted !== undefined && upTo === countBound ? namesCounted : countOf(matches, upTo),
  );
  const rows =
    pageIds.length === 0
      ? []
      : await kysely
          .selectFrom('orders as o')
          .innerJoin('time_spans as s', 's.id', 'o.time_span_id')
          .innerJoin('products as p', 'p.id', 'o.product_id')
          .leftJoin('reservations as r', 'r.order_id', 'o.id')
          .select(orderListColumns)
          .where('o.id', 'in', pageIds)
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
    ...total,
    page,
    per_page: perPage,
  };
}
