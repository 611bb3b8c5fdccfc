import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** The environment variable that tells a server process its number among the machine's (from 1). */
export const workerSlotVariable = 'VENUE_SERVER_WORKER';

/** What the primary sends a server process to shut it down gracefully, as SIGTERM would. */
export const shutdownMessage = 'venue:shutdown';

/** What a server process asks the primary for: the machine's metrics. */
export const metricsRequestType = 'venue:metricsRequest';

/** The primary's answer: the machine's metrics in Prometheus' text format, or why there are none. */
export interface MetricsAnswer {
  type: 'venue:metricsAnswer';
  id: number;
  text?: string;
  error?: string;
}

/** A server process among several on one machine (`SERVER_PROCESSES`), started by the primary. */
export interface ServerWorker {
  /** Its number, from 1; the first runs the machine's background jobs. */
  slot: number;
  /** The metrics of every server process of the machine, summed (asked of the primary). */
  machineMetrics(): Promise<string>;
}

/** Milliseconds a process waits for the machine's metrics; the primary waits 5 s for each process's. */
const metricsTimeoutMs = 6000;

let lastRequest = 0;

/** Asks the primary for the metrics of every process of the machine. */
function askMachineMetrics(): Promise<string> {
  const id = ++lastRequest;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      process.off('message', onMessage);
      reject(new Error('the machine metrics did not come in time'));
    }, metricsTimeoutMs);
    function onMessage(message: MetricsAnswer) {
      if (message?.type !== 'venue:metricsAnswer' || message.id !== id) return;
      clearTimeout(timer);
      process.off('message', onMessage);
      if (message.text === undefined) reject(new Error(message.error ?? 'no metrics'));
      else resolve(message.text);
    }
    process.on('message', onMessage);
    process.send?.({ type: metricsRequestType, id });
  });
}

/** This process's place among the machine's when the primary started it, else null (the only process). */
export function serverWorker(): ServerWorker | null {
  if (!cluster.isWorker) return null;
  const slot = Number(process.env[workerSlotVariable]);
  if (!Number.isInteger(slot) || slot < 1) throw new Error(`${workerSlotVariable} is not a process number`);
  return { slot, machineMetrics: askMachineMetrics };
}

/** Gives the primary `registries` whenever it asks for this process's metrics (prom-client's aggregation). */
export function shareMetrics(registries: readonly Registry[]): void {
  AggregatorRegistry.setRegistries([...registries]);
  // Constructed in a worker, it answers the primary's requests.
  new AggregatorRegistry();
}
