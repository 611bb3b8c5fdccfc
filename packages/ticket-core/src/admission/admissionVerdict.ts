import type { ticketStatuses } from '../api/endpoints/shared.ts';
import { checkInWindow, type DateSelectionMode, type SlotTimes } from './checkInWindow.ts';

export type TicketStatus = (typeof ticketStatuses)[number];

/** What admission knows of a ticket: its stored status, slot, the product's date-selection mode, when used. */
export interface AdmissionEntry {
  status: TicketStatus;
  slot: SlotTimes;
  sale_type: DateSelectionMode;
  used_at: string | null;
}

/** A scan that admitted the ticket already: when (ISO) and at which gate. */
export interface AdmittingScan {
  scanned_at: string;
  gate: string;
}

/** The verdicts a gate shows, in the order they are decided. */
export const admissionVerdicts = ['unknown', 'already_used', 'cancelled', 'wrong_time', 'admit'] as const;
export type AdmissionVerdictName = (typeof admissionVerdicts)[number];

export type Admission =
  /** No such ticket. */
  | { verdict: 'unknown' }
  /** Used before: when, and by which gate when a scan says so. */
  | { verdict: 'already_used'; used_at: string | null; gate: string | null }
  /** Not usable: cancelled (`invalid`) or another status than available; the status as stored. */
  | { verdict: 'cancelled'; status: TicketStatus }
  /** Outside its check-in window: another day or slot (epoch milliseconds). */
  | { verdict: 'wrong_time'; opens: number; closes: number }
  | { verdict: 'admit' };

/**
 * The one admission rule, shared by the server's check-in and the offline gate: no entry is unknown; a
 * ticket used (its status or used-at, or a scan that admitted it; the earliest use named) is already used; one
 * not available is cancelled; outside its check-in window (`checkInWindow`) is the wrong time; else admit.
 */
export function admissionVerdict(
  entry: AdmissionEntry | undefined,
  nowMs: number,
  scans: readonly AdmittingScan[] = [],
): Admission {
  if (!entry) return { verdict: 'unknown' };
  const uses = [
    ...(entry.used_at === null ? [] : [{ at: entry.used_at, gate: null }]),
    ...scans.map((scan) => ({ at: scan.scanned_at, gate: scan.gate })),
  ].sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const first = uses[0];
  if (first) return { verdict: 'already_used', used_at: first.at, gate: first.gate };
  if (entry.status === 'used') return { verdict: 'already_used', used_at: null, gate: null };
  if (entry.status !== 'available') return { verdict: 'cancelled', status: entry.status };
  const window = checkInWindow(entry.slot, entry.sale_type);
  if (nowMs < window.opens || nowMs > window.closes) return { verdict: 'wrong_time', ...window };
  return { verdict: 'admit' };
}
