import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerSlotVariable } from './serverWorker.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const children = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  /** Every log line so far, parsed. */
  lines: Record<string, unknown>[];
  stderr: () => string;
  exited: Promise<number | null>;
}

/** Starts `pnpm start`'s server process (src/main.ts) on a free port with `env`; answers at once. */
function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      NODE_ENV: '',
      VENUE_CLOCK: '',
      PORT: '0',
      HOST: '127.0.0.1',
      STOREFRONT_DIST: `${serverDir}no-storefront`,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: Record<string, unknown>[] = [];
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) lines.push(JSON.parse(text) as Record<string, unknown>);
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, lines, stderr: () => stderr, exited };
}

/** Resolves with the first log line whose message matches `msg` and that has `fields`. */
async function logged(
  started: Started,
  msg: RegExp,
  fields: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  for (;;) {
    const line = started.lines.find(
      (entry) =>
        msg.test(String(entry.msg)) && Object.entries(fields).every(([key, value]) => entry[key] === value),
    );
    if (line) return line;
    if (started.child.exitCode !== null) throw new Error(`the server exited: ${started.stderr()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The server processes the primary `pid` started, by their number (from /proc, Linux). */
function serverProcessesOf(pid: number): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent !== pid) continue;
      const slot = readFileSync(`/proc/${entry}/environ`, 'utf8')
        .split('\0')
        .find((variable) => variable.startsWith(`${workerSlotVariable}=`))
        ?.split('=')[1];
      if (slot) found.set(Number(slot), Number(entry));
    } catch {
      // The process ended while it was being read.
    }
  }
  return found;
}

/** Each process's count of the requests it answered, from the machine's `/metrics`. */
async function requestsByProcess(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const counts: Record<string, number> = {};
  for (const [, worker, count] of text.matchAll(/^venue_worker_requests_total\{worker="(\d+)"\} (\d+)$/gm))
    counts[worker as string] = Number(count);
  return counts;
}

/** A request on a connection of its own, so the port hands it to the next process. */
const healthz = (url: string) => fetch(`${url}/healthz`, { headers: { connection: 'close' } });

/** Starting the real processes seeds all 19 tenants: allow for a slow, busy machine. */
const processTimeout = 180_000;

afterAll(() => {
  // A process a failed test left running.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

describe('SERVER_PROCESSES on SQLite', () => {
  it('refuses to start more than one process', async () => {
    const started = startMain({ DATABASE_URL: '', SQLITE_PATH: ':memory:', SERVER_PROCESSES: '2' });
    expect(await started.exited).not.toBe(0);
    expect(started.stderr()).toContain(
      'SERVER_PROCESSES=2 needs PostgreSQL (DATABASE_URL): on SQLite the server runs as one process',
    );
  });
});

const testUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!testUrl)('SERVER_PROCESSES=2 on PostgreSQL', () => {
  const database = `venue_processes_${process.pid}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: testUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let started: Started;
  let url: string;

  beforeAll(async () => {
    await admin(`create database ${database}`);
    const databaseUrl = new URL(testUrl ?? '');
    databaseUrl.pathname = `/${database}`;
    started = startMain({ DATABASE_URL: databaseUrl.href, SERVER_PROCESSES: '2' });
    const serving = await logged(started, /^Serving \d+ tenants on /);
    url = /on (http:\/\/\S+) /.exec(String(serving.msg))?.[1] ?? '';
  }, processTimeout);

  afterAll(async () => {
    started?.child.kill('SIGKILL');
    await admin(`drop database if exists ${database} with (force)`);
  });

  it('says it serves once, when both processes listen, and both answer requests', async () => {
    expect(started.lines.filter((line) => /^Serving /.test(String(line.msg)))).toEqual([
      expect.objectContaining({ processes: 2 }),
    ]);
    // The tenants were seeded and their catalogues applied once, by the primary.
    expect(
      started.lines.filter((line) => line.msg === 'Catalogue applied' && line.tenant === 'demo'),
    ).toEqual([expect.not.objectContaining({ worker: expect.anything() })]);
    const before = await requestsByProcess(url);
    for (let i = 0; i < 10; i++) expect((await healthz(url)).status).toBe(200);
    const after = await requestsByProcess(url);
    for (const worker of ['1', '2']) expect(after[worker] ?? 0).toBeGreaterThan(before[worker] ?? 0);
    // The machine's metrics count every process's requests.
    const text = await (await fetch(`${url}/metrics`)).text();
    const healthzCount = Number(
      /^venue_http_requests_total\{method="GET",route="\/healthz",status="200"\} (\d+)$/m.exec(text)?.[1],
    );
    expect(healthzCount).toBe(10);
  });

  it('starts another process in the place of one that ended', async () => {
    const primary = started.child.pid ?? 0;
    const first = serverProcessesOf(primary);
    expect([...first.keys()].sort()).toEqual([1, 2]);
    process.kill(first.get(2) ?? 0, 'SIGKILL');
    expect(await logged(started, /^A server process ended: starting another$/, { worker: 2 })).toMatchObject({
      signal: 'SIGKILL',
      restartInMs: 500,
    });
    await logged(started, /^A new server process took the place of the one that ended$/, { worker: 2 });
    const second = serverProcessesOf(primary);
    expect(second.get(1)).toBe(first.get(1));
    expect(second.get(2)).not.toBe(first.get(2));
    const before = await requestsByProcess(url);
    for (let i = 0; i < 10; i++) expect((await healthz(url)).status).toBe(200);
    const after = await requestsByProcess(url);
    expect(after['2'] ?? 0).toBeGreaterThan(before['2'] ?? 0);
  });

  it('shuts every process down on SIGTERM and exits 0', async () => {
    const workers = [...serverProcessesOf(started.child.pid ?? 0).values()];
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
    for (const worker of [1, 2]) await logged(started, /^Shut down$/, { worker });
    expect(started.lines.at(-1)).toMatchObject({ msg: 'Shut down' });
    expect(started.lines.at(-1)).not.toHaveProperty('worker');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
