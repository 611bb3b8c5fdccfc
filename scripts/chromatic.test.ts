import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/** Runs `pnpm chromatic` as a developer would and collects its exit code, output and duration. */
function chromatic(env: Record<string, string | undefined>) {
  const started = performance.now();
  const child = spawn('pnpm', ['--silent', 'chromatic'], {
    cwd: root,
    env: { ...process.env, CHROMATIC_PROJECT_TOKEN: undefined, CHROMATIC_INDEX_URL: undefined, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise<{ code: number | null; stdout: string; stderr: string; seconds: number }>((done) =>
    child.on('close', (code) =>
      done({ code, stdout, stderr, seconds: (performance.now() - started) / 1000 }),
    ),
  );
}

/** A loopback port with a server that accepts connections and never answers: a stalled network. */
async function silentServer(): Promise<{ server: Server; port: number }> {
  const server = createServer(() => {});
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

/** A loopback port nobody listens on: a refused connection. */
async function closedPort(): Promise<number> {
  const { server, port } = await silentServer();
  await new Promise((closed) => server.close(closed));
  return port;
}

describe('pnpm chromatic', () => {
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });

  it('without a project token, says so in one line and exits 2 without building', async () => {
    const result = await chromatic({});
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^chromatic: CHROMATIC_PROJECT_TOKEN is not set/),
    ]);
    expect(result.stdout).toBe('');
  });

  it('when Chromatic refuses the connection, says it cannot reach it and exits 2', async () => {
    const url = `http://127.0.0.1:${await closedPort()}`;
    const result = await chromatic({ CHROMATIC_PROJECT_TOKEN: 'chpt_test', CHROMATIC_INDEX_URL: url });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      `chromatic: cannot reach ${url} (ECONNREFUSED); nothing uploaded, try again when online`,
    ]);
    expect(result.stdout).toBe('');
  });

  it('when the network stalls, gives up after 5 s instead of hanging, and exits 2', async () => {
    const silent = await silentServer();
    server = silent.server;
    const url = `http://127.0.0.1:${silent.port}`;
    const result = await chromatic({ CHROMATIC_PROJECT_TOKEN: 'chpt_test', CHROMATIC_INDEX_URL: url });
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')).toEqual([
      `chromatic: cannot reach ${url} (no answer in 5 s); nothing uploaded, try again when online`,
    ]);
    expect(result.seconds).toBeLessThan(20);
  }, 30_000);
});
