import type { Answer, GateList } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { slotCounts } from './gateDecision.ts';
import type { GateScan, GateState } from './gateStore.ts';
import { keepAnswer } from './gateSyncAnswer.ts';

const at = (minute: number) => `2026-12-05T01:${String(minute).padStart(2, '0')}:00.000Z`;

const list: GateList = {
  tenant_id: 'demo',
  date: '2026-12-05',
  issued_at: at(0),
  exp: 1_796_000_000,
  slots: [10, 11].map((id) => ({
    time_span_id: id,
    product_name: 'Exhibition',
    sale_type: 'time' as const,
    date: '2026-12-05',
    start_time: '10:00',
    end_time: '11:00',
    expected: 3,
  })),
  tickets: [1, 2, 3, 4, 5, 6].map((id) => ({
    id,
    keys: [],
    time_span_id: id <= 3 ? 10 : 11,
    status: id === 3 ? ('used' as const) : ('available' as const),
    used_at: id === 3 ? at(1) : null,
  })),
};

const scan = (ticketId: number, minute: number, admitted = true): GateScan => ({
  request_key: `scan-${ticketId}-${minute}-xxxxxxxx`,
  ticket_id: ticketId,
  ticket_key: 'k'.repeat(43),
  scanned_at: at(minute),
  admitted,
});

const state = (scans: GateScan[]): GateState => ({
  deviceId: 'gate-east',
  list,
  downloadedAt: at(0),
  scans,
  conflicts: [],
  conflictsCursor: null,
  serverCounts: null,
});

const answer = (parts: Partial<Answer<'syncGateScans'>>): Answer<'syncGateScans'> => ({
  results: [],
  conflicts: [],
  conflicts_cursor: at(30),
  slots: [],
  ...parts,
});

describe('a gate keeping a sync’s answer', () => {
  it('keeps a conflict once however often it is told, and keeps it seen once marked', () => {
    const scans = [scan(1, 5), scan(2, 6)];
    const told = answer({
      results: [
        {
          request_key: scans[0]?.request_key ?? '',
          ticket_id: 1,
          verdict: 'admitted',
          used_at: null,
          gate: null,
        },
        {
          request_key: scans[1]?.request_key ?? '',
          ticket_id: 2,
          verdict: 'already_used',
          used_at: at(4),
          gate: 'gate-north',
        },
      ],
      conflicts: [
        {
          ticket_id: 1,
          scanned_at: at(5),
          other_gate: 'gate-north',
          other_scanned_at: at(7),
          first: 'this_gate',
        },
        {
          ticket_id: 2,
          scanned_at: at(6),
          other_gate: 'gate-north',
          other_scanned_at: at(4),
          first: 'other_gate',
        },
      ],
    });
    const kept = keepAnswer(state(scans), told);
    expect(
      kept.conflicts.map(({ ticket_id, other_gate, first, seen }) => ({
        ticket_id,
        other_gate,
        first,
        seen,
      })),
    ).toEqual([
      { ticket_id: 1, other_gate: 'gate-north', first: 'this_gate', seen: false },
      { ticket_id: 2, other_gate: 'gate-north', first: 'other_gate', seen: false },
    ]);
    expect(kept.conflictsCursor).toBe(at(30));
    expect(kept.scans.map((entry) => entry.result?.verdict)).toEqual(['admitted', 'already_used']);
    const seen = { ...kept, conflicts: kept.conflicts.map((conflict) => ({ ...conflict, seen: true })) };
    expect(keepAnswer(seen, told).conflicts).toEqual(seen.conflicts);
  });

  it('keeps its own admission answered already used by a check-in as a conflict, not a refusal', () => {
    const scans = [scan(1, 5), scan(2, 6, false)];
    const kept = keepAnswer(
      state(scans),
      answer({
        results: scans.map((entry) => ({
          request_key: entry.request_key,
          ticket_id: entry.ticket_id,
          verdict: 'already_used' as const,
          used_at: at(2),
          gate: null,
        })),
      }),
    );
    expect(kept.conflicts).toEqual([
      {
        key: `1//${at(2)}`,
        ticket_id: 1,
        other_gate: null,
        other_at: at(2),
        first: 'other_gate',
        seen: false,
      },
    ]);
  });
});

describe('the gate’s counts per slot', () => {
  it('counts from the list and its own admissions before a sync, each ticket once', () => {
    const counts = slotCounts(list, [scan(1, 5), scan(1, 6), scan(2, 7, false), scan(4, 8)], null);
    expect(counts.map(({ admitted, expected }) => [admitted, expected])).toEqual([
      [2, 3],
      [1, 3],
    ]);
  });

  it('counts the server’s figures after a sync, and its own admissions not sent since', () => {
    const sent = { ...scan(1, 5), result: { verdict: 'admitted', used_at: null, gate: null } };
    const counts = slotCounts(
      list,
      [sent, scan(2, 9)],
      [
        { time_span_id: 10, admitted: 2, expected: 3 },
        { time_span_id: 11, admitted: 1, expected: 2 },
      ],
    );
    expect(counts.map(({ admitted, expected }) => [admitted, expected])).toEqual([
      [3, 3],
      [1, 2],
    ]);
  });
});
