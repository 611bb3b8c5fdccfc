import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { shutdownMessage } from './cluster/serverWorker.ts';
import type { Logger } from './log.ts';

/**
 * Stops `server` accepting connections, closes its idle ones and lets requests under way finish; when
 * `deadlineMs` passes first, closes every connection left. Answers whether every request finished.
 */
export async function closeGracefully(server: Server, deadlineMs: number): Promise<boolean> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), deadlineMs);
  });
  const finished = await Promise.race([closed.then(() => true), deadline]);
  clearTimeout(timer);
  if (!finished) {
    server.closeAllConnections();
    await closed;
  }
  return finished;
}

/**
 * On SIGTERM or SIGINT, shuts `server` down gracefully and exits 0 (1 when that fails); a second signal,
 * or `deadlineMs` plus five seconds without the shutdown ending, exits 1 at once. A process among several
 * also shuts down when the primary asks, which is no second signal when it is shutting down already (a
 * terminal's Ctrl-C signals the primary and every process).
 */
export function closeOnSignals(server: { close(): Promise<void> }, logger: Logger, deadlineMs: number): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'Second signal during shutdown: exiting at once');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal, deadlineMs }, 'Shutting down: no new connections, finishing requests under way');
    setTimeout(() => {
      logger.error('Shutdown did not end in time: exiting');
      process.exit(1);
    }, deadlineMs + 5000).unref();
    server.close().then(
      () => {
        logger.info('Shut down');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  if (cluster.isWorker)
    process.on('message', (message) => {
      if (message === shutdownMessage && !closing) onSignal('SIGTERM');
    });
}
