import { admissionKey } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** A ticket as admission sees it, with every key its QR codes can carry. */
export interface AdmissionRow {
  id: number;
  kind: 'gate' | 'set';
  status: Database['tickets']['status'];
  used_at: string | null;
  time_span_id: number;
  date: string;
  start_time: string;
  end_time: string;
  sale_type: Database['products']['sale_type'];
  reservation_id: number;
}

/** The keys of a ticket's QR codes: one for its reservation's token and one for each share token. */
export async function ticketKeys(ticket: { id: number; kind: 'gate' | 'set' }, tokens: readonly string[]) {
  return Promise.all(
    tokens.map((gateToken) => admissionKey({ gateToken, ticketId: ticket.id, kind: ticket.kind })),
  );
}

/**
 * The venue's tickets chosen by `where` (a day's, or one by id) with the tokens that open each: the
 * reservation's token first, then its share tokens.
 */
export async function admissionRows(
  db: Kysely<Database>,
  tenantId: string,
  where: { date: string } | { ticketId: number },
): Promise<{ ticket: AdmissionRow; tokens: string[] }[]> {
  let query = db
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .innerJoin('time_spans as s', 's.id', 't.time_span_id')
    .innerJoin('products as p', 'p.id', 't.product_id')
    .select(['t.id', 't.kind', 't.status', 't.used_at', 't.time_span_id', 't.reservation_id'])
    .select(['s.date', 's.start_time', 's.end_time', 'p.sale_type', 'r.token'])
    .where('r.tenant_id', '=', tenantId);
  query = 'date' in where ? query.where('s.date', '=', where.date) : query.where('t.id', '=', where.ticketId);
  const tickets = await query.orderBy('t.id').execute();
  if (tickets.length === 0) return [];
  let shares = db
    .selectFrom('share_tokens as st')
    .select(['st.reservation_id', 'st.token'])
    .where('st.tenant_id', '=', tenantId);
  shares =
    'date' in where
      ? shares.where('st.reservation_id', 'in', (eb) =>
          eb
            .selectFrom('tickets as t')
            .innerJoin('time_spans as s', 's.id', 't.time_span_id')
            .select('t.reservation_id')
            .where('s.date', '=', where.date),
        )
      : shares.where('st.reservation_id', '=', tickets[0]?.reservation_id ?? 0);
  const shareTokens = new Map<number, string[]>();
  for (const share of await shares.orderBy('st.created_at').execute())
    shareTokens.set(share.reservation_id, [...(shareTokens.get(share.reservation_id) ?? []), share.token]);
  return tickets.map(({ token, ...ticket }) => ({
    ticket,
    tokens: [token, ...(shareTokens.get(ticket.reservation_id) ?? [])],
  }));
}
