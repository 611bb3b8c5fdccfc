import type { Answer, GateList } from '@venue/ticket-core';
import { get, set } from 'idb-keyval';

/** A scan as the gate keeps it until the server has it: what it decided here, and the server's answer. */
export interface GateScan {
  request_key: string;
  ticket_id: number;
  ticket_key: string;
  scanned_at: string;
  /** Whether this gate let the visitor in. */
  admitted: boolean;
  /** The server's answer once synced. */
  result?: { verdict: string; used_at: string | null; gate: string | null };
}

/**
 * A ticket this gate let in that was let in elsewhere too, as the server told it (or this gate's own scan
 * answered already used): kept until staff mark it seen.
 */
export interface GateConflict {
  /** The ticket, the other use's gate and time: the same conflict told again is kept once. */
  key: string;
  ticket_id: number;
  /** The other gate's device, or null for a check-in made online. */
  other_gate: string | null;
  other_at: string;
  /** Whose admission was the ticket's first use. */
  first: 'this_gate' | 'other_gate';
  seen: boolean;
}

/** Per slot, the server's count of tickets admitted and expected, as of the last sync. */
export type ServerSlotCount = Answer<'syncGateScans'>['slots'][number];

/** What the gate keeps in IndexedDB per venue, so it admits after a reload without a network. */
export interface GateState {
  deviceId: string;
  list: GateList | null;
  /** When the list was downloaded (ISO). */
  downloadedAt: string | null;
  scans: GateScan[];
  conflicts: GateConflict[];
  /** The server's cursor of conflicts already told, sent back on the next sync. */
  conflictsCursor: string | null;
  /** The server's counts per slot as of the last sync (null before one). */
  serverCounts: ServerSlotCount[] | null;
}

const keyOf = (venueId: string) => `gate:${venueId}`;

export async function loadGateState(venueId: string): Promise<GateState> {
  const kept = await get<Partial<GateState>>(keyOf(venueId));
  return {
    deviceId: kept?.deviceId ?? `gate-${crypto.randomUUID().slice(0, 8)}`,
    list: kept?.list ?? null,
    downloadedAt: kept?.downloadedAt ?? null,
    scans: kept?.scans ?? [],
    // Kept by an earlier version of the gate without these: none yet.
    conflicts: kept?.conflicts ?? [],
    conflictsCursor: kept?.conflictsCursor ?? null,
    serverCounts: kept?.serverCounts ?? null,
  };
}

export function saveGateState(venueId: string, state: GateState): Promise<void> {
  return set(keyOf(venueId), state);
}
