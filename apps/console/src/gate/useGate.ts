import { type Admission, type Answer, type ApiClient, admissionKey, type GateCode } from '@venue/ticket-core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { decideOffline } from './gateDecision.ts';
import { downloadGateList } from './gateList.ts';
import { type GateScan, type GateState, loadGateState, saveGateState } from './gateStore.ts';

/** How often a gate with scans to send tries again while it has a network. */
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
 * the server has them. A code not in the list is asked of the server when online. `now` is the gate's
 * clock (ms since the epoch): what it decides, verifies and stamps by.
 */
export function useGate(api: ApiClient, venueId: string, lang: 'ja' | 'en', now: () => number = Date.now) {
  const [state, setState] = useState<GateState | null>(null);
  const [listFailed, setListFailed] = useState(false);
  const [isOnline, setOnline] = useState(online);
  const current = useRef<GateState | null>(null);
  const sending = useRef(false);

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
      await update((state) => ({ ...state, list, downloadedAt: new Date(now()).toISOString() }));
    } catch {
      setListFailed(true);
    }
  }, [api, venueId, lang, now, update]);

  /** Sends the scans the server has not answered; answers the results it gave. */
  const sync = useCallback(async (): Promise<ScanResult[]> => {
    const pending = current.current?.scans.filter((scan) => !scan.result) ?? [];
    if (!current.current || pending.length === 0 || !online() || sending.current) return [];
    sending.current = true;
    try {
      const { results } = await api.syncGateScans({
        body: {
          device_id: current.current.deviceId,
          scans: pending.slice(0, 500).map(({ request_key, ticket_id, ticket_key, scanned_at }) => ({
            request_key,
            ticket_id,
            ticket_key,
            scanned_at,
          })),
        },
      });
      const byKey = new Map(results.map((result) => [result.request_key, result]));
      await update((state) => ({
        ...state,
        scans: state.scans.map((scan) => {
          const result = byKey.get(scan.request_key);
          return result
            ? { ...scan, result: { verdict: result.verdict, used_at: result.used_at, gate: result.gate } }
            : scan;
        }),
      }));
      return results;
    } catch {
      return [];
    } finally {
      sending.current = false;
    }
  }, [api, update]);

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
    const retry = window.setInterval(() => void sync(), syncRetryMs);
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

  return { state, isOnline, listFailed, download, scan };
}
