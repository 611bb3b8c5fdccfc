import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { DomainError, type DomainErrorKey } from './domainError.ts';

/** Seconds bounds of the request latency histogram; checkout may legitimately take many seconds. */
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

/** What a stock hold is for: a new order, or a ticket's move to another date. */
export type HoldKind = 'order' | 'time_change';

const outOfStockKeys: ReadonlySet<DomainErrorKey> = new Set(['outOfStock', 'timeChangeOutOfStock']);

/**
 * The product's Prometheus metrics of one app: requests, and the orders, holds and payments it made. A
 * server process among several (`worker`, from 1) also counts its own requests by its number, to show how
 * the port's connections spread over the processes.
 */
export function createMetrics(worker?: number) {
  const registry = new Registry();
  /** A counter of this app's registry, by the labels `labelNames`. */
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter({ name, help, labelNames, registers: [registry] });
  const requests = counter(
    'venue_http_requests_total',
    'HTTP requests answered, by method, matched route pattern and status.',
    ['method', 'route', 'status'],
  );
  const requestSeconds = new Histogram({
    name: 'venue_http_request_duration_seconds',
    help: 'Seconds from receiving a request to its answer, by method, matched route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: latencyBuckets,
    registers: [registry],
  });
  const ordersCreated = counter(
    'venue_orders_created_total',
    'Orders created (each holding its stock), by tenant and channel.',
    ['tenant', 'channel'],
  );
  const holds = counter(
    'venue_holds_total',
    'Stock holds asked for, by tenant, kind (order, time_change) and result (held, out_of_stock).',
    ['tenant', 'kind', 'result'],
  );
  const paymentsCompleted = counter(
    'venue_payments_completed_total',
    'Payments captured, by tenant, payment method and kind (order, time_change).',
    ['tenant', 'method', 'kind'],
  );
  /** Counts a stock hold by its outcome: held, or refused for lack of stock. Answers what `hold` does. */
  async function countHold<T>(tenant: string, kind: HoldKind, hold: Promise<T>): Promise<T> {
    try {
      const answer = await hold;
      holds.inc({ tenant, kind, result: 'held' });
      return answer;
    } catch (error) {
      if (error instanceof DomainError && outOfStockKeys.has(error.key))
        holds.inc({ tenant, kind, result: 'out_of_stock' });
      throw error;
    }
  }
  const workerRequests =
    worker === undefined
      ? undefined
      : counter(
          'venue_worker_requests_total',
          'HTTP requests answered by each server process of the machine, by its number (SERVER_PROCESSES).',
          ['worker'],
        ).labels({ worker: String(worker) });
  return {
    registry,
    requests,
    workerRequests,
    requestSeconds,
    paymentsCompleted,
    countHold,
    /** Counts an order's creation and its hold. Answers what `creation` does. */
    async countOrder<T>(tenant: string, channel: 'web' | 'spot', creation: Promise<T>): Promise<T> {
      const answer = await countHold(tenant, 'order', creation);
      ordersCreated.inc({ tenant, channel });
      return answer;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

let processRegistry: Registry | undefined;

/**
 * Node's own metrics (CPU, memory, event loop lag, GC), collected once per process: several apps in one
 * process (as in the tests) share them.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
