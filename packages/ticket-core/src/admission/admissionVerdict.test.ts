import { describe, expect, it } from 'vitest';
import { type AdmissionEntry, admissionVerdict } from './admissionVerdict.ts';

const entry: AdmissionEntry = {
  status: 'available',
  slot: { date: '2026-12-01', start_time: '10:00', end_time: '10:30' },
  sale_type: 'time',
  used_at: null,
};
/** 10:10 in Tokyo, inside the slot. */
const during = Date.parse('2026-12-01T10:10:00+09:00');

describe('admissionVerdict', () => {
  it('admits an available ticket inside its window, from 30 minutes before its slot to its end', () => {
    expect(admissionVerdict(entry, during)).toEqual({ verdict: 'admit' });
    expect(admissionVerdict(entry, Date.parse('2026-12-01T09:30:00+09:00')).verdict).toBe('admit');
    expect(admissionVerdict(entry, Date.parse('2026-12-01T10:30:00+09:00')).verdict).toBe('admit');
  });

  it('calls a ticket missing from the list unknown', () => {
    expect(admissionVerdict(undefined, during)).toEqual({ verdict: 'unknown' });
  });

  it('refuses a used ticket, saying when', () => {
    expect(
      admissionVerdict({ ...entry, status: 'used', used_at: '2026-12-01T01:05:00.000Z' }, during),
    ).toEqual({
      verdict: 'already_used',
      used_at: '2026-12-01T01:05:00.000Z',
      gate: null,
    });
    expect(admissionVerdict({ ...entry, status: 'used' }, during)).toEqual({
      verdict: 'already_used',
      used_at: null,
      gate: null,
    });
  });

  it('refuses a ticket a scan admitted, naming the earliest scan’s time and gate', () => {
    const scans = [
      { scanned_at: '2026-12-01T10:06:00+09:00', gate: 'east' },
      { scanned_at: '2026-12-01T01:04:00.000Z', gate: 'north' },
    ];
    expect(admissionVerdict(entry, during, scans)).toEqual({
      verdict: 'already_used',
      used_at: '2026-12-01T01:04:00.000Z',
      gate: 'north',
    });
    // A check-in before every scan is the first use.
    expect(
      admissionVerdict({ ...entry, status: 'used', used_at: '2026-12-01T01:00:00.000Z' }, during, scans),
    ).toEqual({ verdict: 'already_used', used_at: '2026-12-01T01:00:00.000Z', gate: null });
  });

  it('refuses a cancelled ticket with its status, even inside its window', () => {
    expect(admissionVerdict({ ...entry, status: 'invalid' }, during)).toEqual({
      verdict: 'cancelled',
      status: 'invalid',
    });
  });

  it('refuses a ticket of another slot or day as the wrong time, with its window', () => {
    const window = {
      opens: Date.parse('2026-12-01T09:30:00+09:00'),
      closes: Date.parse('2026-12-01T10:30:00+09:00'),
    };
    expect(admissionVerdict(entry, Date.parse('2026-12-01T09:29:59+09:00'))).toEqual({
      verdict: 'wrong_time',
      ...window,
    });
    expect(admissionVerdict(entry, Date.parse('2026-12-02T10:10:00+09:00')).verdict).toBe('wrong_time');
  });

  it('admits a day ticket all day in Tokyo, and not the next day', () => {
    const day = { ...entry, sale_type: 'date' as const };
    expect(admissionVerdict(day, Date.parse('2026-12-01T00:00:00+09:00')).verdict).toBe('admit');
    expect(admissionVerdict(day, Date.parse('2026-12-01T23:59:00+09:00')).verdict).toBe('admit');
    expect(admissionVerdict(day, Date.parse('2026-12-02T00:00:01+09:00')).verdict).toBe('wrong_time');
  });
});
