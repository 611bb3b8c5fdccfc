import type { Kysely } from 'kysely';
import { nowIso, nowMs } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../log.ts';
import { signatureHeader, signBody } from './signature.ts';

export interface DeliverySettings {
  /** Milliseconds between looks for deliveries that are due. */
  pollMs: number;
  /** Wait before the first retry; it doubles with each failed attempt, up to an hour. */
  retryBaseMs: number;
  /** How long an endpoint has to answer an attempt. */
  timeoutMs: number;
  /** How long after its event a delivery is tried; then it is given up ('failed'). */
  giveUpAfterMs: number;
}

export const defaultDeliverySettings: DeliverySettings = {
  pollMs: 1000,
  retryBaseMs: 30_000,
  timeoutMs: 10_000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
};

const maxRetryDelayMs = 60 * 60 * 1000;
/** Deliveries one look takes on; the next look follows at once when it took this many. */
const batchSize = 20;

interface DueDelivery {
  id: string;
  payload: string;
  attempts: number;
  created_at: string;
  url: string;
  secret: string;
}

/** When the attempt after `failed` failed attempts is due, or null when the delivery is given up. */
export function nextAttemptAt(settings: DeliverySettings, createdAt: string, failed: number, now: number) {
  const deadline = Date.parse(createdAt) + settings.giveUpAfterMs;
  if (now >= deadline) return null;
  const delay = Math.min(settings.retryBaseMs * 2 ** (failed - 1), maxRetryDelayMs);
  return new Date(Math.min(now + delay, deadline)).toISOString();
}

/**
 * Takes a due delivery for this instance: a conditional update that only one instance can win, leased
 * for longer than an attempt can take. An instance that dies while sending leaves the lease to run out,
 * and the delivery is sent again (the same event id, so a receiver can tell).
 */
async function claim(db: Kysely<Database>, id: string, leaseMs: number): Promise<boolean> {
  const now = nowIso();
  const claimed = await db
    .updateTable('webhook_deliveries')
    .set({ locked_until: nowIso(leaseMs) })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** One attempt: POSTs the signed payload and says what came back. */
async function send(delivery: DueDelivery, timeoutMs: number, stopping: AbortSignal) {
  const started = performance.now();
  // The wall clock, not the venue's: a receiver checks the timestamp against its own clock.
  const timestamp = Math.floor(Date.now() / 1000);
  try {
    const response = await fetch(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'venue-webhooks/1',
        [signatureHeader]: signBody(delivery.secret, timestamp, delivery.payload),
      },
      body: delivery.payload,
      redirect: 'manual',
      signal: AbortSignal.any([AbortSignal.timeout(timeoutMs), stopping]),
    });
    await response.body?.cancel();
    return { statusCode: response.status, error: null, durationMs: Math.round(performance.now() - started) };
  } catch (error) {
    if (stopping.aborted) return null;
    const message =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    return {
      statusCode: null,
      error: message.slice(0, 500),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

async function attempt(
  db: Kysely<Database>,
  delivery: DueDelivery,
  settings: DeliverySettings,
  stopping: AbortSignal,
): Promise<void> {
  const outcome = await send(delivery, settings.timeoutMs, stopping);
  if (!outcome) {
    // Shutting down: the delivery is left for the next look of this or another instance.
    await db
      .updateTable('webhook_deliveries')
      .set({ locked_until: null })
      .where('id', '=', delivery.id)
      .execute();
    return;
  }
  const number = delivery.attempts + 1;
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const now = nowMs();
  const next = ok ? null : nextAttemptAt(settings, delivery.created_at, number, now);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('webhook_attempts')
      .values({
        delivery_id: delivery.id,
        number,
        at: new Date(now).toISOString(),
        status_code: outcome.statusCode,
        error: outcome.error,
        duration_ms: outcome.durationMs,
      })
      .execute();
    await trx
      .updateTable('webhook_deliveries')
      .set({
        attempts: number,
        status: ok ? 'delivered' : next ? 'pending' : 'failed',
        delivered_at: ok ? new Date(now).toISOString() : null,
        next_attempt_at: next ?? new Date(now).toISOString(),
        locked_until: null,
      })
      .where('id', '=', delivery.id)
      .execute();
  });
}

/** One look: sends every delivery that is due and not being sent elsewhere; answers how many it took. */
export async function deliverDue(
  db: Kysely<Database>,
  settings: DeliverySettings,
  stopping: AbortSignal = new AbortController().signal,
): Promise<number> {
  const now = nowIso();
  const due = await db
    .selectFrom('webhook_deliveries as d')
    .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
    .select(['d.id', 'd.payload', 'd.attempts', 'd.created_at', 'e.url', 'e.secret'])
    .where('d.status', '=', 'pending')
    .where('d.next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('d.locked_until', 'is', null), eb('d.locked_until', '<', now)]))
    .orderBy('d.next_attempt_at')
    .limit(batchSize)
    .execute();
  const leaseMs = 2 * settings.timeoutMs + 1000;
  await Promise.all(
    due.map(async (delivery) => {
      if (await claim(db, delivery.id, leaseMs)) await attempt(db, delivery, settings, stopping);
    }),
  );
  return due.length;
}

export interface DeliveryWorker {
  /** Stops looking, cuts attempts under way short (they are sent again later) and waits for them. */
  stop(): Promise<void>;
}

/** Sends the outbox's deliveries while the server runs: a look every `pollMs`, at once after a full one. */
export function startDeliveryWorker(
  db: Kysely<Database>,
  settings: DeliverySettings,
  logger: Logger,
): DeliveryWorker {
  const stopping = new AbortController();
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  function schedule(delayMs: number) {
    timer = setTimeout(() => {
      running = deliverDue(db, settings, stopping.signal).then(
        (taken) => {
          if (!stopping.signal.aborted) schedule(taken === batchSize ? 0 : settings.pollMs);
        },
        (error: unknown) => {
          logger.error({ err: error }, 'Webhook delivery failed; trying again at the next look');
          if (!stopping.signal.aborted) schedule(settings.pollMs);
        },
      );
    }, delayMs);
    timer.unref();
  }

  schedule(settings.pollMs);
  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
