import {
  type Answer,
  type ApiClient,
  admissionKey,
  admissionVerdict,
  type CallInput,
  type GateList,
} from '@venue/ticket-core';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { GateConflict, GateScan, GateState } from '../gate/gateStore.ts';
import { conflictKey } from '../gate/gateSyncAnswer.ts';
import { consoleAnswers } from './consoleAnswers.ts';
import { type FixtureAnswers, fixtureApi } from './fixtureApi.ts';
import { storyDate, storyNow, storyVenueId } from './venueFixtures.ts';

/**
 * The scanning gate at the demo venue on 5 December 2026, as its stories show it: the day's list of the
 * slots on the Today screen, signed as the server signs it, and the QR codes that the gate decides one way
 * or the other at 14:30.
 */

/** The gate's clock in the stories: 14:30 at the venue, whenever they are shown. */
export const gateClock = () => storyNow;

/** The name of the stories' gate phone. */
export const storyGateDevice = 'gate-east-1';

const at = (time: string) => `${storyDate}T${time}:00+09:00`;
const minutes = 60_000;

/** A slot of the day: its time span, the tickets sold and how many of them were used when the list was made. */
const slotPlans = [
  { id: 501, start: '10:00', end: '11:00', sold: 112, used: 108 },
  { id: 502, start: '11:00', end: '12:00', sold: 116, used: 110 },
  { id: 503, start: '13:00', end: '14:00', sold: 98, used: 91 },
  { id: 504, start: '14:00', end: '15:00', sold: 87, used: 40 },
  { id: 505, start: '15:00', end: '16:00', sold: 64, used: 0 },
  { id: 506, start: '16:00', end: '17:00', sold: 12, used: 0 },
] as const;

/** The n-th ticket of a slot: `504041` is the 41st of slot 504. */
const ticketOf = (slot: number, n: number) => slot * 1000 + n;

/** The tickets the stories scan, by what the gate decides for them at 14:30. */
export const gateTickets = {
  /** Slot 14:00–15:00, not used yet. */
  admit: ticketOf(504, 50),
  /** Slot 14:00–15:00, admitted by this gate at 14:12. */
  admittedHere: ticketOf(504, 41),
  /** Slot 14:00–15:00, admitted here at 14:20, but another gate had admitted it at 14:18. */
  admittedElsewhereFirst: ticketOf(504, 46),
  /** Slot 16:00–17:00, whose gate opens at 15:30. */
  wrongTime: ticketOf(506, 3),
  /** Slot 14:00–15:00, cancelled after it was sold. */
  cancelled: ticketOf(504, 88),
  /** No ticket of this venue's day. */
  notInList: 990001,
} as const;

/** The secret part of a ticket's QR code; the list holds only its hash (`admissionKey`). */
const gateTokenOf = (ticketId: number) => `story-gate-token-${ticketId}`;

/** The text of a ticket's QR code, as a hardware scanner types it. */
export function gateCodeOf(ticketId: number): string {
  return `https://tickets.demo-museum.jp/demo/tickets/#/id/${gateTokenOf(ticketId)}/${ticketId}/gate`;
}

const keyOf = (ticketId: number) =>
  admissionKey({ gateToken: gateTokenOf(ticketId), ticketId, kind: 'gate' });

type ListTicket = GateList['tickets'][number];

/** When a ticket was used, where not by the order of its slot's check-ins: another gate admitted it at 14:18. */
const usedOutOfTurn: ReadonlyMap<number, string> = new Map([
  [gateTickets.admittedElsewhereFirst, at('14:18')],
]);

async function slotTickets(plan: (typeof slotPlans)[number]): Promise<ListTicket[]> {
  const opens = Date.parse(at(plan.start)) - 30 * minutes;
  // The first `used` came in one by one over the first 55 minutes of the slot's check-in.
  const usedAt = (n: number) =>
    n <= plan.used
      ? new Date(opens + Math.floor((n * 55) / plan.used) * minutes).toISOString()
      : (usedOutOfTurn.get(ticketOf(plan.id, n)) ?? null);
  const sold = Array.from({ length: plan.sold }, (_, index) => index + 1);
  const tickets = await Promise.all(
    sold.map(async (n): Promise<ListTicket> => {
      const id = ticketOf(plan.id, n);
      const used = usedAt(n);
      return {
        id,
        keys: [await keyOf(id)],
        time_span_id: plan.id,
        status: used ? 'used' : 'available',
        used_at: used,
      };
    }),
  );
  if (plan.id !== 504) return tickets;
  const cancelled = gateTickets.cancelled;
  return [
    ...tickets,
    { id: cancelled, keys: [await keyOf(cancelled)], time_span_id: 504, status: 'invalid', used_at: null },
  ];
}

async function makeGateList(): Promise<GateList> {
  return {
    tenant_id: storyVenueId,
    date: storyDate,
    issued_at: at('14:30'),
    exp: Date.parse(at('00:00')) / 1000 + 24 * 60 * 60,
    slots: slotPlans.map((plan) => ({
      time_span_id: plan.id,
      product_name: '企画展「光の庭」入館券',
      sale_type: 'time',
      date: storyDate,
      start_time: plan.start,
      end_time: plan.end,
      expected: plan.sold,
    })),
    tickets: (await Promise.all(slotPlans.map(slotTickets))).flat(),
  };
}

let gateList: Promise<GateList> | undefined;

/** The day's admission list (the payload of the signed list). */
export function storyGateList(): Promise<GateList> {
  gateList ??= makeGateList();
  return gateList;
}

/** The list signed with a new ES256 key, as the server signs it, and the public key that verifies it. */
async function signed(list: GateList) {
  const kid = 'story-gate-key';
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  const jws = await new SignJWT({ ...list }).setProtectedHeader({ alg: 'ES256', kid }).sign(privateKey);
  return { list: { list: jws, kid }, keys: { keys: [{ ...(await exportJWK(publicKey)), kid }] } };
}

type ScanResult = Answer<'syncGateScans'>['results'][number];

/** What the server answers for a scan: the admission rule at 14:30 over the same list. */
function serverResult(list: GateList, scan: CallInput<'syncGateScans'>['body']['scans'][number]): ScanResult {
  const ticket = list.tickets.find(
    (entry) => entry.id === scan.ticket_id && entry.keys.includes(scan.ticket_key),
  );
  const slot = list.slots.find((entry) => entry.time_span_id === ticket?.time_span_id);
  const admission = admissionVerdict(
    ticket && slot
      ? { status: ticket.status, slot, sale_type: slot.sale_type, used_at: ticket.used_at }
      : undefined,
    storyNow,
  );
  const used = admission.verdict === 'already_used' ? admission : null;
  return {
    request_key: scan.request_key,
    ticket_id: scan.ticket_id,
    verdict: admission.verdict === 'admit' ? 'admitted' : admission.verdict,
    used_at: used?.used_at ?? null,
    gate: used?.gate ?? null,
  };
}

/** How the stories' server serves the gate's list. */
export type ListServing = 'signed' | 'signedWithAnotherKey' | 'pending';

/** The day's counts per slot as the server keeps them: the list's used tickets and those admitted since. */
function serverCounts(list: GateList, admittedSince: ReadonlySet<number>) {
  return list.slots.map((slot) => ({
    time_span_id: slot.time_span_id,
    admitted: list.tickets.filter(
      (ticket) =>
        ticket.time_span_id === slot.time_span_id &&
        (ticket.status === 'used' || admittedSince.has(ticket.id)),
    ).length,
    expected: slot.expected,
  }));
}

async function makeGateApi(serving: ListServing): Promise<ApiClient> {
  const list = await storyGateList();
  const venue = await signed(list);
  const other = await signed(list);
  // What this gate sent before the stories' moment: the ticket it admitted at 14:12.
  const admittedSince = new Set<number>([gateTickets.admittedHere]);
  const answers: FixtureAnswers = {
    ...consoleAnswers,
    getGateKeys: () => venue.keys,
    getGateList: () =>
      serving === 'pending'
        ? new Promise<never>(() => {})
        : serving === 'signedWithAnotherKey'
          ? other.list
          : venue.list,
    syncGateScans: ({ body }) => {
      const results = body.scans.map((scan) => serverResult(list, scan));
      for (const result of results) if (result.verdict === 'admitted') admittedSince.add(result.ticket_id);
      return {
        results,
        conflicts: [],
        conflicts_cursor: new Date(storyNow).toISOString(),
        slots: serverCounts(list, admittedSince),
      };
    },
  };
  return fixtureApi(answers);
}

const gateApis = new Map<ListServing, Promise<ApiClient>>();

/** The console's API of the gate's stories, one per way of serving the list (the same on each render). */
export function storyGateApi(serving: ListServing = 'signed'): Promise<ApiClient> {
  const api = gateApis.get(serving) ?? makeGateApi(serving);
  gateApis.set(serving, api);
  return api;
}

/** A scan this gate made at `time`: admitted or not, and the server's answer once it was sent. */
export async function storyScan(
  ticketId: number,
  time: string,
  result?: GateScan['result'],
): Promise<GateScan> {
  return {
    request_key: `story-scan-${ticketId}-${time.replace(':', '')}`,
    ticket_id: ticketId,
    ticket_key: await keyOf(ticketId),
    scanned_at: at(time),
    admitted: true,
    ...(result ? { result } : {}),
  };
}

/**
 * What the gate phone keeps: its scans, the list when it was downloaded at `downloadedAt` (HH:MM), and the
 * conflicts it was told of and not yet marked seen.
 */
export async function storyGateState(
  scans: GateScan[],
  downloadedAt?: string,
  conflicts: GateConflict[] = [],
): Promise<GateState> {
  return {
    deviceId: storyGateDevice,
    list: downloadedAt ? await storyGateList() : null,
    downloadedAt: downloadedAt ? at(downloadedAt) : null,
    scans,
    conflicts,
    conflictsCursor: null,
    serverCounts: null,
  };
}

/** A ticket this gate admitted at `time` (HH:MM) that `otherGate` had admitted first, at `otherTime`. */
export function storyConflict(ticketId: number, otherGate: string, otherTime: string): GateConflict {
  return {
    key: conflictKey(ticketId, otherGate, at(otherTime)),
    ticket_id: ticketId,
    other_gate: otherGate,
    other_at: at(otherTime),
    first: 'other_gate',
    seen: false,
  };
}
