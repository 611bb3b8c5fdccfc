import { once } from 'node:events';
import WebSocket from 'ws';
import { memoryOf, withDeadline } from './serverProcess.ts';

/** How long a reading may take before it is given up with an error: a server under load answers within it. */
const readTimeoutMs = 60_000;

/** A reading of a server's memory in MB: resident, and its V8 heap's used and total size. */
export interface MemoryReading {
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
}

/**
 * The memory of a server started by a script: its resident memory from /proc, its V8 heap from its own
 * `/metrics` (open in development), and the same once a full garbage collection has run in it, over its
 * inspector (the server started with `--inspect=127.0.0.1:<inspectorPort>`).
 */
export class ServerMemory {
  readonly #pid: number;
  readonly #base: string;
  readonly #inspectorPort: number;

  constructor(pid: number, base: string, inspectorPort: number) {
    this.#pid = pid;
    this.#base = base;
    this.#inspectorPort = inspectorPort;
  }

  /** Resident memory now and its peak so far (the kernel's high-water mark). */
  resident(): { rssMb: number; peakMb: number } {
    return memoryOf(this.#pid);
  }

  /** Resident memory and heap now. */
  async read(): Promise<MemoryReading> {
    const text = await withDeadline(readTimeoutMs, async (signal) =>
      (await fetch(`${this.#base}/metrics`, { signal })).text(),
    );
    const mb = (name: string) =>
      Math.round(Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? Number.NaN) / 2 ** 20);
    return {
      rssMb: this.resident().rssMb,
      heapUsedMb: mb('nodejs_heap_size_used_bytes'),
      heapTotalMb: mb('nodejs_heap_size_total_bytes'),
    };
  }

  /**
   * Resident memory and heap once a full garbage collection has run: what the server holds, without the
   * room its heap took while nothing made it collect.
   */
  async readAfterGc(): Promise<MemoryReading> {
    await withDeadline(readTimeoutMs, async (signal) => {
      const [target] = (await (
        await fetch(`http://127.0.0.1:${this.#inspectorPort}/json/list`, { signal })
      ).json()) as { webSocketDebuggerUrl: string }[];
      if (!target) throw new Error('the server has no inspector target');
      const inspector = new WebSocket(target.webSocketDebuggerUrl);
      try {
        await once(inspector, 'open', { signal });
        inspector.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
        await once(inspector, 'message', { signal });
      } finally {
        inspector.close();
      }
    });
    return this.read();
  }
}
