import {
  type Admission,
  admissionKey,
  admissionVerdict,
  type GateCode,
  type GateList,
} from '@venue/ticket-core';
import type { GateScan } from './gateStore.ts';

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

/** Per slot of the list: tickets admitted (used at download, or admitted here since) and expected. */
export function slotCounts(list: GateList, scans: readonly GateScan[]) {
  const admittedHere = new Set(scans.filter((scan) => scan.admitted).map((scan) => scan.ticket_id));
  return list.slots.map((slot) => ({
    slot,
    admitted: list.tickets.filter(
      (ticket) =>
        ticket.time_span_id === slot.time_span_id &&
        (ticket.status === 'used' || admittedHere.has(ticket.id)),
    ).length,
  }));
}
