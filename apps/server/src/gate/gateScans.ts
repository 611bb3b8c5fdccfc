import { type Admission, type AdmittingScan, type Answer, admissionVerdict } from '@venue/ticket-core';
import { nowIso } from '../clock.ts';
import type { StaffCallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { ticketCheckedIn } from '../webhooks/eventData.ts';
import { type AdmissionRow, admissionRows, ticketKeys } from './admissionEntries.ts';

type Scan = Input<'syncGateScans'>['body']['scans'][number];
type Result = Answer<'syncGateScans'>['results'][number];
type StoredScan = { id: number; device_id: string; scanned_at: string };

const byTime = (a: StoredScan, b: StoredScan) =>
  a.scanned_at < b.scanned_at ? -1 : a.scanned_at > b.scanned_at ? 1 : a.id - b.id;

/**
 * What a recorded scan decided, by the one admission rule at the time it was scanned: the ticket as it
 * stands, the check-in at the gate page (a use not made by a scan) when it came before, and the scans of
 * the ticket before this one that could admit (inside its window). The first use wins.
 */
function decide(ticket: AdmissionRow, scans: StoredScan[], scan: StoredScan): Admission {
  const online =
    ticket.status === 'used' && ticket.used_at !== null && !scans.some((s) => s.scanned_at === ticket.used_at)
      ? ticket.used_at
      : null;
  const base = {
    status:
      online !== null ? ticket.status : ticket.status === 'used' ? ('available' as const) : ticket.status,
    slot: ticket,
    sale_type: ticket.sale_type,
    used_at: null,
  };
  const at = (s: StoredScan) => Date.parse(s.scanned_at);
  const earlier: AdmittingScan[] = scans
    .filter(
      (s) =>
        byTime(s, scan) < 0 && admissionVerdict({ ...base, status: 'available' }, at(s)).verdict === 'admit',
    )
    .map((s) => ({ scanned_at: s.scanned_at, gate: s.device_id }));
  const before = online !== null && online <= scan.scanned_at;
  return admissionVerdict(
    {
      ...base,
      status: before || online === null ? base.status : 'available',
      used_at: before ? online : null,
    },
    at(scan),
    earlier,
  );
}

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
 * Records a gate's batch of scans, in the order they were scanned, and answers each: admitted for a
 * ticket's first use (by scan time, then arrival), already used with when and by which gate for the
 * others, cancelled, wrong time or unknown. Sent again, a batch changes nothing.
 */
export async function syncScans(
  ctx: StaffCallContext,
  body: Input<'syncGateScans'>['body'],
): Promise<Answer<'syncGateScans'>> {
  const ordered = [...body.scans].sort((a, b) => Date.parse(a.scanned_at) - Date.parse(b.scanned_at));
  const results = new Map<string, Result>();
  for (const scan of ordered) results.set(scan.request_key, await recordScan(ctx, body.device_id, scan));
  return { results: body.scans.map((scan) => results.get(scan.request_key) as Result) };
}
