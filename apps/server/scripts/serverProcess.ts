import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** apps/server, where `src/main.ts` is started from. */
export const serverDir = fileURLToPath(new URL('..', import.meta.url));

/** The built tenant apps (`pnpm build`), which a script's server serves when it names them. */
export const storefrontDist = join(serverDir, '..', 'storefront', 'dist');

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call` with a signal that aborts it after `ms`, and fails with a `TimeoutError` then even if the
 * call does not end: fuzz runs under load waited for good on a fetch that had neither answered nor
 * heeded its abort (no socket, no timer left).
 */
export async function withDeadline<T>(ms: number, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DOMException('deadline passed', 'TimeoutError');
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    return await Promise.race([call(controller.signal), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** A port nothing listens on now, so a restarted server can take the same one. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/**
 * Settings of a server started by a script: nothing from the storefront, and the per-client limits off,
 * since every request of a script comes from 127.0.0.1 and the limits would refuse all but a few.
 */
export const scriptServerEnv = {
  HOST: '127.0.0.1',
  SEED_STOCK: 'open',
  LOG_LEVEL: 'warn',
  STOREFRONT_DIST: `${serverDir}no-storefront`,
  CLIENT_HELD_TICKETS: '0',
  CLIENT_ORDERS_PER_MINUTE: '0',
  CLIENT_COUPON_GUESSES: '0',
  CLIENT_WAITING_ROOM_JOINS: '0',
};

export interface ServerProcess {
  child: ChildProcess;
  /** Sends `signal` and waits for the process to exit. */
  stop(signal: NodeJS.Signals): Promise<void>;
}

/**
 * Node's own arguments of every server a script starts: with `SERVER_CPU_PROFILES` (a folder), each writes
 * its V8 CPU profile there when it stops; `SERVER_NODE_ARGS` (separated by spaces) adds Node's or V8's
 * flags (`--optimize-for-size`, `--heap-growing-percent=10`), to measure what they change. The servers'
 * environment is the script's, so `MALLOC_ARENA_MAX` reaches them too.
 */
export function serverNodeArgs(env: NodeJS.ProcessEnv = process.env): string[] {
  const profiles = env.SERVER_CPU_PROFILES;
  return [
    ...(profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : []),
    ...(env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ];
}

/** How a script starts its server, besides its port and environment. */
export interface ServerProcessOptions {
  /** Node's own arguments (`--inspect=...`). */
  nodeArgs?: readonly string[];
  /** Hears each line the server writes to stderr (which still goes to the script's stderr). */
  onStderrLine?: (line: string) => void;
}

/**
 * Starts the real server (`node --import tsx src/main.ts`, so the child is the server process itself) on
 * `port` with `env` over the script's environment, and waits until `/readyz` answers 200.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  { nodeArgs = [], onStderrLine }: ServerProcessOptions = {},
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...serverNodeArgs(), ...nodeArgs, '--import', 'tsx', 'src/main.ts'],
    {
      cwd: serverDir,
      env: { ...process.env, ...scriptServerEnv, ...env, PORT: String(port) },
      stdio: ['ignore', 'ignore', onStderrLine ? 'pipe' : 'inherit'],
    },
  );
  if (onStderrLine && child.stderr) {
    child.stderr.pipe(process.stderr, { end: false });
    createInterface({ input: child.stderr }).on('line', onStderrLine);
  }
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  await untilReady(port, () => exited);
  return {
    child,
    async stop(signal) {
      if (!exited) child.kill(signal);
      await exit;
    },
  };
}

/**
 * Waits until the server on `port` says it is ready (`/readyz` answers 200: listening, its database
 * answering, its sites' first screens rendered); fails when `exited()` says it stopped, or after 2 minutes.
 */
export async function untilReady(port: number, exited: () => boolean): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (exited()) throw new Error('the server exited while starting');
    if (Date.now() - started > 120_000) throw new Error('the server was not ready within 2 minutes');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(100);
  }
}

/** Resident memory of a process in MB, and its peak so far (from /proc, Linux). */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** CPU seconds (user and system) of a `/proc` stat file (Linux; 100 ticks a second). */
function statCpuSeconds(path: string): number {
  const fields = readFileSync(path, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** CPU seconds (user and system) a process has used so far, all its threads. */
export function cpuSecondsOf(pid: number | 'self'): number {
  return statCpuSeconds(`/proc/${pid}/stat`);
}

/**
 * CPU seconds a process's main thread has used so far: for a Node process, its JavaScript; the rest of
 * `cpuSecondsOf` is V8's compiler and garbage-collector threads and libuv's pool.
 */
export function mainThreadCpuSecondsOf(pid: number): number {
  return statCpuSeconds(`/proc/${pid}/task/${pid}/stat`);
}

/** CPU seconds used so far by all of the machine's PostgreSQL processes (every database's). */
export function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSecondsOf(Number(entry));
    } catch {
      // The process ended while it was being read.
    }
  }
  return total;
}

/** A slot of a script's own choosing: its product, its time span and the option its orders take. */
export interface ScriptSlot {
  uuid: string;
  spanId: number;
  optionId: number;
}

/** The body of an order of one ticket of the slot's option. */
export function oneTicketOrder(slot: ScriptSlot) {
  return {
    lang: 'en',
    option_values: [{ option_value_id: slot.optionId, quantity: 1 }],
    product_uuid: slot.uuid,
    quantity: 1,
    set_products: [],
    time_span_id: slot.spanId,
  };
}
