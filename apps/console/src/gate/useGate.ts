import { type Admission, type Answer, type ApiClient, admissionKey, type GateCode } from '@venue/ticket-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { decideOffline } from './gateDecision.ts';
import { downloadGateList } from './gateList.ts';
import { type GateScan, type GateState, loadGateState, saveGateState } from './gateStore.ts';
import { keepAnswer } from './gateSyncAnswer.ts';

/**
 * How often a gate with a network sends the scans it has not sent, or asks with none: so it hears of
 * another gate's admission of a ticket it let in, and the day's counts.
 */
export const syncRetryMs = 5_000;

/** What the gate shows for a code. */
export interface GateOutcome {
  verdict: Admission['verdict'] | 'unknownOffline' | 'notACode';
  ticketId?: number;
  usedAt?: string | null;
  gate?: string | null;
  window?: { opens: number; closes: number };
}

type ScanResult = Answer<'syncGateScans'>['results'][number];

function outcomeOf(admission: Admission, ticketId: number, deviceId: string): GateOutcome {
  if (admission.verdict === 'already_used')
    return {
      verdict: 'already_used',
      ticketId,
      usedAt: admission.used_at,
      gate: admission.gate === 'this' ? deviceId : admission.gate,
    };
  if (admission.verdict === 'wrong_time')
    return { verdict: 'wrong_time', ticketId, window: { opens: admission.opens, closes: admission.closes } };
  return { verdict: admission.verdict, ticketId };
}

const online = () => navigator.onLine;

/**
 * The gate's state: today's list and the scans, kept in IndexedDB; the list downloaded on opening; scans
 * decided offline by the admission rule and sent when there is a network, again every few seconds until
 * the server has them; every few seconds too, with none to send, it asks for the conflicts and counts. A
 * code not in the list is asked of the server when online. `now` is the gate's clock (ms since the
 * epoch): what it decides, verifies and stamps by.
 */
export function useGate(api: ApiClient, venueId: string, lang: 'ja' | 'en', now: () => number = Date.now) {
  const [state, setState] = useState<GateState | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [isOnline, setOnline] = useState(online);
  const current = useRef<GateState | null>(null);
  const inFlight = useRef<Promise<ScanResult[]> | null>(null);

  const update = useCallback(
    async (change: (state: GateState) => GateState) => {
      if (!current.current) return;
      current.current = change(current.current);
      setState(current.current);
      await saveGateState(venueId, current.current);
    },
    [venueId],
  );

  const download = useCallback(async () => {
    try {
      const list = await downloadGateList(api, venueId, lang, now());
      setListFailed(false);
      // The counts of the last sync may be of another day's list: counted from this one until the next.
      await update((state) => ({
        ...state,
        list,
        downloadedAt: new Date(now()).toISOString(),
        serverCounts: null,
      }));
    } catch {
      setListFailed(true);
    }
  }, [api, venueId, lang, now, update]);

  /**
   * Sends the scans the server has not answered (or none, to ask only), and keeps what it answers: each
   * scan's result, the conflicts this gate has a part in, and the day's counts. Answers the results.
   */
  const sync = useCallback(async (): Promise<ScanResult[]> => {
    // One call at a time: asked meanwhile, it waits for the one under way, then sends what is left.
    while (inFlight.current) await inFlight.current;
    const kept = current.current;
    if (!kept || !online()) return [];
    const pending = kept.scans.filter((scan) => !scan.result).slice(0, 500);
    const call = api
      .syncGateScans({
        body: {
          device_id: kept.deviceId,
          scans: pending.map(({ request_key, ticket_id, ticket_key, scanned_at, admitted }) => ({
            request_key,
            ticket_id,
            ticket_key,
            scanned_at,
            admitted,
          })),
          ...(kept.conflictsCursor ? { conflicts_since: kept.conflictsCursor } : {}),
        },
      })
      .then(async (answer) => {
        await update((state) => keepAnswer(state, answer));
        return answer.results;
      })
      .catch((): ScanResult[] => []);
    inFlight.current = call;
    try {
      return await call;
    } finally {
      inFlight.current = null;
    }
  }, [api, update]);

  /** Marks every conflict shown as seen: kept, so that told again it stays hidden. */
  const conflictsSeen = useCallback(
    () =>
      update((state) => ({
        ...state,
        conflicts: state.conflicts.map((conflict) => ({ ...conflict, seen: true })),
      })),
    [update],
  );

  useEffect(() => {
    let stopped = false;
    loadGateState(venueId).then(async (kept) => {
      if (stopped) return;
      current.current = kept;
      setState(kept);
      if (online()) await download();
    });
    return () => {
      stopped = true;
    };
  }, [venueId, download]);

  useEffect(() => {
    const wentOnline = () => {
      setOnline(true);
      void sync();
    };
    const wentOffline = () => setOnline(false);
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    const retry = window.setInterval(() => {
      if (!inFlight.current) void sync();
    }, syncRetryMs);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      window.clearInterval(retry);
    };
  }, [sync]);

  /** Decides one scanned code, keeps the scan, and sends it when online. */
  const scan = useCallback(
    async (code: GateCode): Promise<GateOutcome> => {
      const kept = current.current;
      if (!kept) return { verdict: 'unknownOffline' };
      const { key, admission } = kept.list
        ? await decideOffline(kept.list, kept.scans, code, now())
        : { key: await admissionKey(code), admission: { verdict: 'unknown' as const } };
      const lookUp = admission.verdict === 'unknown';
      if (lookUp && !online()) return { verdict: 'unknownOffline', ticketId: code.ticketId };
      const record: GateScan = {
        request_key: crypto.randomUUID(),
        ticket_id: code.ticketId,
        ticket_key: key,
        scanned_at: new Date(now()).toISOString(),
        admitted: admission.verdict === 'admit',
      };
      await update((state) => ({ ...state, scans: [...state.scans, record] }));
      const sent = await sync();
      if (!lookUp) return outcomeOf(admission, code.ticketId, kept.deviceId);
      // Not in the list: the server's answer decides.
      const answer = sent.find((result) => result.request_key === record.request_key);
      if (!answer) return { verdict: 'unknownOffline', ticketId: code.ticketId };
      if (answer.verdict === 'admitted')
        await update((state) => ({
          ...state,
          scans: state.scans.map((scan) =>
            scan.request_key === record.request_key ? { ...scan, admitted: true } : scan,
          ),
        }));
      return {
        verdict: answer.verdict === 'admitted' ? 'admit' : answer.verdict,
        ticketId: code.ticketId,
        usedAt: answer.used_at,
        gate: answer.gate,
      };
    },
    [sync, update, now],
  );

  return { state, isOnline, listFailed, download, scan, conflictsSeen };
}
