import cluster, { type Worker } from 'node:cluster';
import { AggregatorRegistry } from 'prom-client';
import type { Logger } from '../log.ts';
import {
  type MetricsAnswer,
  metricsRequestType,
  shutdownMessage,
  workerSlotVariable,
} from './serverWorker.ts';

export interface PrimaryOptions {
  /** How many server processes share the port. */
  processes: number;
  /** The host the processes listen on, for the URL the start line names. */
  host: string;
  logger: Logger;
  /** Milliseconds each process's shutdown waits for requests under way (`SHUTDOWN_TIMEOUT_MS`). */
  shutdownTimeoutMs: number;
  /** What runs once before any process starts: migrations, seeds, catalogues (`prepareDatabase`). */
  prepare(): Promise<void>;
  /** Variables a process gets over the primary's environment when it starts. */
  workerEnv(): Record<string, string>;
  /** Says where the server serves, once every process listens. */
  announce(url: string): void;
}

/** Milliseconds before a process that ended is started again: doubled at each quick end, to a minute. */
const firstRestartDelayMs = 500;
const lastRestartDelayMs = 60_000;

/** A process that served this long before it ended is started again after the first delay. */
const steadyMs = 60_000;

/**
 * Answers the processes' requests for the machine's metrics: each process's, summed by prom-client's
 * cluster aggregation (counters and histograms added up, the event loop lag averaged).
 */
function answerMetricsRequests(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on('message', (worker, message: { type?: string; id?: number }) => {
    if (message?.type !== metricsRequestType || typeof message.id !== 'number') return;
    const answer = (fields: Partial<MetricsAnswer>) => {
      if (worker.isConnected()) worker.send({ type: 'venue:metricsAnswer', id: message.id, ...fields });
    };
    aggregator.clusterMetrics().then(
      (text) => answer({ text }),
      (error: unknown) => answer({ error: String(error) }),
    );
  });
}

/**
 * Runs the server as `processes` processes sharing its port (node:cluster): prepares the database once,
 * starts the processes, announces the server once all of them listen, starts again one that ends (later
 * each time it ends soon after its start) and, on SIGTERM or SIGINT, shuts every process down gracefully
 * and exits 0 when all of them did. A second signal ends every process at once; a process that ends
 * before the server first listened stops them all (exit 1), as a start that fails does.
 */
export async function runPrimary(options: PrimaryOptions): Promise<void> {
  const { processes, logger } = options;
  await options.prepare();
  answerMetricsRequests();
  const running = new Map<number, Worker>();
  const quickEnds = new Map<number, number>();
  const listening = new Set<number>();
  let announced = false;
  let stopping = false;
  let failed = false;

  const exitOnceAllEnded = () => {
    if (running.size > 0) return;
    logger.info('Shut down');
    process.exit(failed ? 1 : 0);
  };

  function stopAll(signal: NodeJS.Signals | null) {
    if (stopping) {
      logger.warn({ signal }, 'Second signal during shutdown: exiting at once');
      for (const worker of running.values()) worker.process.kill('SIGTERM');
      process.exit(1);
    }
    stopping = true;
    if (signal)
      logger.info(
        { signal, processes: running.size, deadlineMs: options.shutdownTimeoutMs },
        'Shutting down every server process: no new connections, finishing requests under way',
      );
    setTimeout(() => {
      logger.error('Shutdown did not end in time: ending every server process');
      for (const worker of running.values()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, options.shutdownTimeoutMs + 5000).unref();
    for (const worker of running.values()) if (worker.isConnected()) worker.send(shutdownMessage);
    exitOnceAllEnded();
  }

  function start(slot: number) {
    const worker = cluster.fork({ ...options.workerEnv(), [workerSlotVariable]: String(slot) });
    const startedAt = Date.now();
    running.set(slot, worker);
    worker.once('listening', (address) => {
      if (announced) {
        logger.info({ worker: slot }, 'A new server process took the place of the one that ended');
        return;
      }
      listening.add(slot);
      if (listening.size < processes) return;
      announced = true;
      options.announce(`http://${options.host}:${address.port}`);
    });
    worker.once('exit', (code, signal) => {
      running.delete(slot);
      if (stopping) {
        if (code !== 0) failed = true;
        return exitOnceAllEnded();
      }
      if (!announced) {
        failed = true;
        logger.error({ worker: slot, code, signal }, 'A server process ended before the server listened');
        return stopAll(null);
      }
      const ends = Date.now() - startedAt < steadyMs ? (quickEnds.get(slot) ?? 0) + 1 : 1;
      quickEnds.set(slot, ends);
      const restartInMs = Math.min(lastRestartDelayMs, firstRestartDelayMs * 2 ** (ends - 1));
      logger.error({ worker: slot, code, signal, restartInMs }, 'A server process ended: starting another');
      setTimeout(() => {
        if (!stopping) start(slot);
      }, restartInMs);
    });
  }

  process.on('SIGTERM', stopAll);
  process.on('SIGINT', stopAll);
  for (let slot = 1; slot <= processes; slot++) start(slot);
}
