import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { rawConnection } from '../testing/rawHttp.ts';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'venue-main-'));
const children = new Set<ChildProcess>();

interface Started {
  child: ChildProcess;
  url: string;
  /** Every log line so far, parsed. */
  lines: Record<string, unknown>[];
  exited: Promise<number | null>;
}

/** Starts `pnpm start`'s server process (src/main.ts) on a free port over a SQLite file of this suite. */
async function startMain(env: Record<string, string>): Promise<Started> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The suite's own environment must not decide the mode or the clock of the process under test.
  for (const name of ['NODE_ENV', 'VENUE_CLOCK', 'DEV_MAILBOX', 'METRICS', 'METRICS_TOKEN'])
    if (!(name in env)) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...childEnv,
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SQLITE_PATH: join(dataDir, 'venue.sqlite'),
      STOREFRONT_DIST: join(dataDir, 'no-storefront'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const lines: Record<string, unknown>[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let pending = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const complete = pending.split('\n');
      pending = complete.pop() ?? '';
      for (const text of complete) {
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        const serving = /^Serving \d+ tenants on (http:\/\/\S+) /.exec(String(line.msg));
        if (serving?.[1]) resolve(serving[1]);
      }
    });
    exited.then((code) => reject(new Error(`the server exited with ${code}`)));
  });
  return { child, url, lines, exited };
}

const messages = (started: Started) => started.lines.map((line) => String(line.msg));

/** Resolves once the process has logged a line whose message is `msg` (a start line may follow another). */
async function logged(started: Started, msg: string): Promise<Record<string, unknown>> {
  for (;;) {
    const line = started.lines.find((entry) => entry.msg === msg);
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Starting the real process seeds all 19 tenants: allow for a slow, busy machine. */
const processTimeout = 120_000;

afterAll(() => {
  // A process a failed test left running.
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the server process', () => {
  it(
    'says at start that it runs in production, that payments take no real money, and hides the mailbox',
    async () => {
      const started = await startMain({
        NODE_ENV: 'production',
        PAYMENTS_SANDBOX: 'on',
        STAFF_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      });
      try {
        expect(started.lines).toContainEqual(
          expect.objectContaining({ mode: 'production', msg: expect.stringMatching(/in production mode$/) }),
        );
        const warning = await logged(started, 'Payments use the sandbox provider: no real money is taken');
        expect(warning.level).toBe(40);
        expect(messages(started).some((msg) => msg.includes('/dev/mailbox'))).toBe(false);
        expect((await fetch(`${started.url}/dev/mailbox`)).status).toBe(404);
        expect((await fetch(`${started.url}/metrics`)).status).toBe(404);
        // Ready once it says so: its first screens are rendered after it listens.
        await logged(started, "The sites' first screens are rendered: ready");
        expect((await fetch(`${started.url}/readyz`)).status).toBe(200);
      } finally {
        started.child.kill('SIGTERM');
      }
      expect(await started.exited).toBe(0);
      expect(messages(started)).toContain('Shut down');
    },
    processTimeout,
  );

  it(
    'runs in development by default; a second signal during shutdown exits at once',
    async () => {
      const started = await startMain({});
      expect(started.lines).toContainEqual(
        expect.objectContaining({ mode: 'development', msg: expect.stringMatching(/in development mode/) }),
      );
      await logged(started, `Dev mailbox: ${started.url}/dev/mailbox`);
      expect((await fetch(`${started.url}/dev/mailbox`)).status).toBe(200);
      // A request that never finishes keeps the graceful shutdown waiting.
      const stalled = await rawConnection(started.url);
      stalled.socket.write('POST /api/v1/orders HTTP/1.1\r\nHost: test\r\nContent-Length: 100\r\n\r\n{');
      await new Promise((resolve) => setTimeout(resolve, 100));
      started.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(started.child.exitCode).toBe(null);
      started.child.kill('SIGINT');
      expect(await started.exited).toBe(1);
      expect(messages(started)).toContain('Second signal during shutdown: exiting at once');
      stalled.socket.destroy();
    },
    processTimeout,
  );
});
