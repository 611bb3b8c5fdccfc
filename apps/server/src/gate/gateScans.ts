import type { Admission, Answer } from '@venue/ticket-core';
import { nowIso } from '../clock.ts';
import type { StaffCallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { ticketCheckedIn } from '../webhooks/eventData.ts';
import { type AdmissionRow, admissionRows, ticketKeys } from './admissionEntries.ts';
import { gateConflicts } from './gateConflicts.ts';
import { todaySlotCounts } from './gateCounts.ts';
import { decide } from './scanDecision.ts';

type Scan = Input<'syncGateScans'>['body']['scans'][number];
type Result = Answer<'syncGateScans'>['results'][number];

function answer(scan: Scan, admission: Admission): Result {
  const verdict = admission.verdict === 'admit' ? 'admitted' : admission.verdict;
  return {
    request_key: scan.request_key,
    ticket_id: scan.ticket_id,
    verdict,
    used_at: admission.verdict === 'already_used' ? admission.used_at : null,
    gate: admission.verdict === 'already_used' ? admission.gate : null,
  };
}

/**
 * Records one scan of device `deviceId` (once: a scan sent again finds its first record) and answers what
 * it decided. A scan whose key is not one of its ticket's QR codes is recorded as unknown and counts for
 * nothing. The ticket's first use moves it to used at that time (with its check-in event).
 */
async function recordScan(ctx: StaffCallContext, deviceId: string, scan: Scan): Promise<Result> {
  const tenantId = ctx.tenant.id;
  const [found] = await admissionRows(ctx.db.kysely, tenantId, { ticketId: scan.ticket_id });
  const known =
    found !== undefined && (await ticketKeys(found.ticket, found.tokens)).includes(scan.ticket_key);
  const receivedAt = nowIso();
  const scannedAt = new Date(Math.min(Date.parse(scan.scanned_at), Date.parse(receivedAt))).toISOString();
  return ctx.db.kysely.transaction().execute(async (trx) => {
    // Locks the ticket's row (PostgreSQL): the scans of one ticket are decided one at a time.
    if (known)
      await trx
        .updateTable('tickets')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', scan.ticket_id)
        .execute();
    await trx
      .insertInto('gate_scans')
      .values({
        tenant_id: tenantId,
        device_id: deviceId,
        request_key: scan.request_key,
        ticket_id: scan.ticket_id,
        ticket_key: scan.ticket_key,
        known: known ? 1 : 0,
        scanned_at: scannedAt,
        received_at: receivedAt,
        admitted: scan.admitted === undefined ? null : scan.admitted ? 1 : 0,
      })
      .onConflict((oc) => oc.columns(['tenant_id', 'device_id', 'request_key']).doNothing())
      .execute();
    const stored = await trx
      .selectFrom('gate_scans')
      .select(['id', 'device_id', 'scanned_at', 'known', 'ticket_id'])
      .where('tenant_id', '=', tenantId)
      .where('device_id', '=', deviceId)
      .where('request_key', '=', scan.request_key)
      .executeTakeFirstOrThrow();
    const ticket = (await admissionRows(trx, tenantId, { ticketId: stored.ticket_id }))[0]?.ticket;
    if (stored.known !== 1 || !ticket) return answer(scan, { verdict: 'unknown' });
    const scans = await trx
      .selectFrom('gate_scans')
      .select(['id', 'device_id', 'scanned_at'])
      .where('tenant_id', '=', tenantId)
      .where('ticket_id', '=', ticket.id)
      .where('known', '=', 1)
      .execute();
    const admission = decide(ticket, scans, stored);
    if (admission.verdict === 'admit') await markUsed(trx, ticket, stored.scanned_at);
    return answer(scan, admission);
  });
}

/** The ticket used from `at`, its first use: from available (with its check-in event), or earlier than known. */
async function markUsed(trx: Parameters<typeof ticketCheckedIn>[0], ticket: AdmissionRow, at: string) {
  if (ticket.status === 'available') {
    await trx
      .updateTable('tickets')
      .set({ status: 'used', used_at: at })
      .where('id', '=', ticket.id)
      .where('status', '=', 'available')
      .execute();
    await ticketCheckedIn(trx, ticket.id, at);
  } else if (ticket.status === 'used' && (ticket.used_at === null || at < ticket.used_at))
    await trx.updateTable('tickets').set({ used_at: at }).where('id', '=', ticket.id).execute();
}

/**
 * How far back the conflicts' cursor reaches before the answer: a scan's arrival time is taken before its
 * transaction commits, so a conflict committed a moment late (a big batch, PostgreSQL's commits in any
 * order) is still found on the next call. The gate keeps each conflict once, however often it is sent.
 */
const cursorLookBackMs = 60_000;

/**
 * Records a gate's batch of scans, in the order they were scanned, and answers each: admitted for a
 * ticket's first use (by scan time, then arrival), already used with when and by which gate for the
 * others, cancelled, wrong time or unknown. Sent again, a batch changes nothing. Answers as well the
 * tickets this device admitted that another gate admitted too (either scan arriving since
 * `conflicts_since`), so the gate whose admission came first learns of the second, and today's counts per
 * slot. A batch of no scans asks only for those.
 */
export async function syncScans(
  ctx: StaffCallContext,
  body: Input<'syncGateScans'>['body'],
): Promise<Answer<'syncGateScans'>> {
  const ordered = [...body.scans].sort((a, b) => Date.parse(a.scanned_at) - Date.parse(b.scanned_at));
  const results = new Map<string, Result>();
  for (const scan of ordered) results.set(scan.request_key, await recordScan(ctx, body.device_id, scan));
  const db = ctx.db.kysely;
  return {
    results: body.scans.map((scan) => results.get(scan.request_key) as Result),
    conflicts: await gateConflicts(db, ctx.tenant.id, body.device_id, body.conflicts_since),
    conflicts_cursor: nowIso(-cursorLookBackMs),
    slots: await todaySlotCounts(db, ctx.tenant.id),
  };
}
