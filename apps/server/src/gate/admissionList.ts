import type { Answer, LanguageCode } from '@venue/ticket-core';
import { SignJWT } from 'jose';
import { nowIso, venueToday } from '../clock.ts';
import type { StaffCallContext } from '../service/context.ts';
import { localized, venueDateTime } from '../text.ts';
import { admissionRows, ticketKeys } from './admissionEntries.ts';
import { listKey } from './listKey.ts';

const dayMs = 24 * 60 * 60_000;

/**
 * Today's admission list of the caller's venue (today at the venue, Asia/Tokyo), signed with the gates'
 * key (ES256) and valid to the end of the venue day: per ticket its keys (hashes of what its QR codes
 * carry, never the tokens), slot, status and when used; per slot the tickets expected. Nothing about the
 * visitors.
 */
export async function admissionList(
  ctx: StaffCallContext,
  lang: LanguageCode = 'ja',
): Promise<Answer<'getGateList'>> {
  const db = ctx.db.kysely;
  const date = venueToday().toString();
  const rows = await admissionRows(db, ctx.tenant.id, { date });
  const spanIds = [...new Set(rows.map((row) => row.ticket.time_span_id))];
  const spans =
    spanIds.length === 0
      ? []
      : await db
          .selectFrom('time_spans as s')
          .innerJoin('products as p', 'p.id', 's.product_id')
          .select(['s.id', 's.date', 's.start_time', 's.end_time', 'p.name', 'p.sale_type'])
          .where('s.id', 'in', spanIds)
          .orderBy('s.start_time')
          .orderBy('s.id')
          .execute();
  const expected = (spanId: number) =>
    rows.filter((row) => row.ticket.time_span_id === spanId && row.ticket.status !== 'invalid').length;
  const tickets = await Promise.all(
    rows.map(async ({ ticket, tokens }) => ({
      id: ticket.id,
      keys: await ticketKeys(ticket, tokens),
      time_span_id: ticket.time_span_id,
      status: ticket.status,
      used_at: ticket.used_at,
    })),
  );
  const key = await listKey(ctx.db);
  const list = await new SignJWT({
    tenant_id: ctx.tenant.id,
    date,
    issued_at: nowIso(),
    slots: spans.map((span) => ({
      time_span_id: span.id,
      product_name: localized(span.name, lang),
      sale_type: span.sale_type,
      date: span.date,
      start_time: span.start_time,
      end_time: span.end_time,
      expected: expected(span.id),
    })),
    tickets,
  })
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setExpirationTime(Math.floor((Date.parse(venueDateTime(date, '00:00')) + dayMs) / 1000))
    .sign(key.privateKey);
  return { list, kid: key.kid };
}
