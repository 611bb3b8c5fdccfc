import {
  type Admission,
  admissionKey,
  admissionVerdict,
  type GateCode,
  type GateList,
} from '@venue/ticket-core';
import type { GateScan, ServerSlotCount } from './gateStore.ts';

/**
 * What the gate decides for a QR code offline, by ticket-core's admission rule: the list's entry whose
 * keys hold the code's key, its slot, and the scans of this gate that admitted the ticket.
 */
export async function decideOffline(
  list: GateList,
  scans: readonly GateScan[],
  code: GateCode,
  nowMs: number,
): Promise<{ key: string; admission: Admission }> {
  const key = await admissionKey(code);
  const ticket = list.tickets.find((entry) => entry.id === code.ticketId && entry.keys.includes(key));
  const slot = list.slots.find((entry) => entry.time_span_id === ticket?.time_span_id);
  if (!ticket || !slot) return { key, admission: { verdict: 'unknown' } };
  const admitting = scans
    .filter((scan) => scan.ticket_id === ticket.id && scan.admitted)
    .map((scan) => ({ scanned_at: scan.scanned_at, gate: 'this' }));
  return {
    key,
    admission: admissionVerdict(
      { status: ticket.status, slot, sale_type: slot.sale_type, used_at: ticket.used_at },
      nowMs,
      admitting,
    ),
  };
}

/**
 * Per slot of the list: tickets admitted and expected. After a sync, the server's counts (a ticket let in
 * at any gate counted once) plus the tickets this gate let in since, not yet sent; before one, the tickets
 * used at download plus those let in here.
 */
export function slotCounts(
  list: GateList,
  scans: readonly GateScan[],
  serverCounts: readonly ServerSlotCount[] | null,
) {
  const usedInList = new Set(list.tickets.filter((ticket) => ticket.status === 'used').map((t) => t.id));
  const slotOf = new Map(list.tickets.map((ticket) => [ticket.id, ticket.time_span_id]));
  const synced = serverCounts !== null;
  // Let in here and not counted yet: after a sync, only those not sent since.
  const counted = new Set(
    scans
      .filter((scan) => scan.admitted && !(synced && scan.result) && !usedInList.has(scan.ticket_id))
      .map((scan) => scan.ticket_id),
  );
  return list.slots.map((slot) => {
    const here = [...counted].filter((id) => slotOf.get(id) === slot.time_span_id).length;
    const server = serverCounts?.find((count) => count.time_span_id === slot.time_span_id);
    if (synced)
      return { slot, admitted: (server?.admitted ?? 0) + here, expected: server?.expected ?? slot.expected };
    const used = list.tickets.filter(
      (ticket) => ticket.time_span_id === slot.time_span_id && ticket.status === 'used',
    ).length;
    return { slot, admitted: used + here, expected: slot.expected };
  });
}
