import { type Admission, type AdmittingScan, admissionVerdict } from '@venue/ticket-core';
import type { AdmissionRow } from './admissionEntries.ts';

/** A recorded scan as deciding needs it. */
export type StoredScan = { id: number; device_id: string; scanned_at: string };

/** Scans in the order they were made: by scan time, then by arrival. */
export const byTime = (a: StoredScan, b: StoredScan) =>
  a.scanned_at < b.scanned_at ? -1 : a.scanned_at > b.scanned_at ? 1 : a.id - b.id;

/**
 * What a recorded scan decided, by the one admission rule at the time it was scanned: the ticket as it
 * stands, the check-in at the gate page (a use not made by a scan) when it came before, and the scans of
 * the ticket before this one that could admit (inside its window). The first use wins.
 */
export function decide(ticket: AdmissionRow, scans: StoredScan[], scan: StoredScan): Admission {
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
