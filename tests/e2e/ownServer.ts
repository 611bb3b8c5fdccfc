import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { serverEnv } from './serverEnv.ts';

/** The environment with the server's clock at `clock`, or with none set (the machine's). */
function ownEnv(env: Record<string, string>, clock: string | null): Record<string, string> {
  const { VENUE_CLOCK: _runClock, ...rest } = env;
  return clock === null ? rest : { ...rest, VENUE_CLOCK: clock };
}

/** A server a spec starts for itself (on its own day, port and database), and what its clock reads. */
export interface OwnServer {
  url: string;
  /** Now on the server's clock, in epoch milliseconds (for the pages' clock). */
  now(): number;
  /** What the server printed so far (its log lines), for a failed test's report. */
  output(): string;
  stop(): Promise<void>;
}

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * Starts `pnpm --filter @venue/server start` on `port` with a fresh SQLite file at `database` and the
 * clock at `clock` (VENUE_CLOCK), as the config starts the shared servers, with `env` besides (a payment
 * provider's keys, production mode), and waits for it to answer.
 * Its clock is read from its start-up line ("… it reads <instant> now"), so the pages can follow it.
 * `clock: null` leaves the server on the machine's clock (production mode refuses VENUE_CLOCK).
 */
export async function startOwnServer(options: {
  port: number;
  database: string;
  clock: string | null;
  env?: Record<string, string>;
  timeoutMs?: number;
}): Promise<OwnServer> {
  const { port, database, clock, env = {}, timeoutMs = 120_000 } = options;
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
  const child = spawn('pnpm', ['--filter', '@venue/server', 'start'], {
    cwd: repoRoot,
    env: { ...process.env, ...ownEnv(serverEnv(port, { ...env, SQLITE_PATH: database }), clock) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<void>((done) => child.on('exit', () => done()));
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  const failed = (why: string) => new Error(`${why}; its output:\n${output.slice(-4000)}`);
  const deadline = Date.now() + timeoutMs;
  let timer: NodeJS.Timeout | undefined;
  const read = await new Promise<{ server: number; at: number }>((done, fail) => {
    timer = setTimeout(() => fail(failed(`the server did not start in ${timeoutMs} ms`)), timeoutMs);
    child.on('exit', (code) => fail(failed(`the server exited with ${code}`)));
    if (clock === null) done({ server: Date.now(), at: Date.now() });
    child.stdout.on('data', () => {
      const reads = /it reads (\S+) now/.exec(output)?.[1];
      if (reads) done({ server: Date.parse(reads), at: Date.now() });
    });
  })
    .finally(() => clearTimeout(timer))
    .catch(async (error: unknown) => {
      await stop();
      throw error;
    });
  while (
    !(await fetch(`${url}/api/v1/langs`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) {
      await stop();
      throw failed('the server did not answer');
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { url, now: () => read.server + (Date.now() - read.at), output: () => output, stop };
}
