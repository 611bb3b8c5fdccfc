import type { GateList } from '@venue/ticket-core';
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

/** What the gate keeps in IndexedDB per venue, so it admits after a reload without a network. */
export interface GateState {
  deviceId: string;
  list: GateList | null;
  /** When the list was downloaded (ISO). */
  downloadedAt: string | null;
  scans: GateScan[];
}

const keyOf = (venueId: string) => `gate:${venueId}`;

export async function loadGateState(venueId: string): Promise<GateState> {
  const kept = await get<GateState>(keyOf(venueId));
  return (
    kept ?? { deviceId: `gate-${crypto.randomUUID().slice(0, 8)}`, list: null, downloadedAt: null, scans: [] }
  );
}

export function saveGateState(venueId: string, state: GateState): Promise<void> {
  return set(keyOf(venueId), state);
}
