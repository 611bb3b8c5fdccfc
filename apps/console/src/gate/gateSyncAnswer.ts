import type { Answer } from '@venue/ticket-core';
import type { GateConflict, GateState } from './gateStore.ts';

/** Adds the conflicts not kept yet (by key), keeping those kept as they are, seen or not. */
function withConflicts(kept: readonly GateConflict[], told: readonly GateConflict[]): GateConflict[] {
  const known = new Set(kept.map((conflict) => conflict.key));
  const added = told.filter(
    (conflict, index) => !known.has(conflict.key) && told.findIndex((c) => c.key === conflict.key) === index,
  );
  return [...kept, ...added];
}

export const conflictKey = (ticketId: number, otherGate: string | null, otherAt: string) =>
  `${ticketId}/${otherGate ?? ''}/${otherAt}`;

/**
 * The gate's state with a sync's answer kept: the scans' results; the conflicts, both those the server
 * told and this gate's own admissions it answered already used (by another gate, or a check-in); the
 * cursor and the server's counts.
 */
export function keepAnswer(state: GateState, answer: Answer<'syncGateScans'>): GateState {
  const byKey = new Map(answer.results.map((result) => [result.request_key, result]));
  const scans = state.scans.map((scan) => {
    const result = byKey.get(scan.request_key);
    return result
      ? { ...scan, result: { verdict: result.verdict, used_at: result.used_at, gate: result.gate } }
      : scan;
  });
  const told: GateConflict[] = answer.conflicts.map((conflict) => ({
    key: conflictKey(conflict.ticket_id, conflict.other_gate, conflict.other_scanned_at),
    ticket_id: conflict.ticket_id,
    other_gate: conflict.other_gate,
    other_at: conflict.other_scanned_at,
    first: conflict.first,
    seen: false,
  }));
  const usedBefore: GateConflict[] = scans.flatMap(({ admitted, result, ticket_id }) =>
    admitted && result?.verdict === 'already_used' && result.used_at && result.gate !== state.deviceId
      ? [
          {
            key: conflictKey(ticket_id, result.gate, result.used_at),
            ticket_id,
            other_gate: result.gate,
            other_at: result.used_at,
            first: 'other_gate' as const,
            seen: false,
          },
        ]
      : [],
  );
  return {
    ...state,
    scans,
    conflicts: withConflicts(state.conflicts, [...told, ...usedBefore]),
    conflictsCursor: answer.conflicts_cursor,
    serverCounts: answer.slots,
  };
}
