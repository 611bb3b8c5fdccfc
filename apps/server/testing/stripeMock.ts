import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/** stripe-mock, gzipped, in the shared tools beside the repository (`../shared/tools/`). */
const besideRepo = fileURLToPath(new URL('../../../../shared/tools/stripe-mock.gz', import.meta.url));

/**
 * Where stripe-mock is: `STRIPE_MOCK` (the binary, or its .gz), else `../shared/tools/stripe-mock.gz`
 * beside the repository. Missing, the tests that need it fail and say so, rather than pass without it.
 */
export function stripeMockPath(): string {
  const path = process.env.STRIPE_MOCK || besideRepo;
  if (!existsSync(path))
    throw new Error(
      `stripe-mock is missing: set STRIPE_MOCK to its binary (or .gz), or put shared/tools/stripe-mock.gz beside the repository (looked at ${path})`,
    );
  if (!path.endsWith('.gz')) return path;
  const binary = join(mkdtempSync(join(tmpdir(), 'stripe-mock-')), 'stripe-mock');
  writeFileSync(binary, gunzipSync(readFileSync(path)));
  chmodSync(binary, 0o755);
  return binary;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningStripeMock {
  /** `http://127.0.0.1:<port>`, for `STRIPE_API_BASE` or `parseApiBase`. */
  url: string;
  stop(): Promise<void>;
}

/** Starts stripe-mock on a free port and waits until it answers. */
export async function startStripeMock(): Promise<RunningStripeMock> {
  const binary = stripeMockPath();
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    ['-http-addr', `127.0.0.1:${port}`, '-https-addr', '127.0.0.1:0'],
    {
      stdio: 'ignore',
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const answer = await fetch(`${url}/v1/balance`, { headers: { authorization: 'Bearer sk_test_mock' } });
      if (answer.ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`stripe-mock (${binary}) did not start on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
