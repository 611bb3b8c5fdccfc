/**
 * What one waiting-room join costs (`pnpm --filter @venue/server bench:joins`): one server, freshly
 * started on a PostgreSQL database of its own 10 s after the demo site's on-sale opening, is sent new
 * visitors' joins (`POST /demo/api/v1/waiting-room`, no cookie) at a steady rate for 4 s a phase, one phase
 * for each rate of `BENCH_JOIN_RATES` (joins a second, comma-separated; 500,500,500,500 unless set). For
 * each phase it prints the CPU a join cost the server's main thread (its JavaScript), its other threads
 * (V8's compiler and garbage collector), PostgreSQL and this client, in µs, read from `/proc`. The first
 * phases show what a server that has just started pays while V8 compiles its hot paths; the later ones
 * what a warm one does. `SERVER_NODE_ARGS` passes Node's or V8's flags to the server. Keep the machine
 * otherwise quiet: at these rates every process's CPU a request grows with what else runs.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { benchPgUrl, pgAdmin } from './benchPostgres.ts';
import {
  cpuSecondsOf,
  freePort,
  mainThreadCpuSecondsOf,
  postgresCpuSeconds,
  sleep,
  startServerProcess,
} from './serverProcess.ts';

const rates = (process.env.BENCH_JOIN_RATES ?? '500,500,500,500').split(',').map(Number);
if (rates.some((rate) => !(rate > 0)))
  throw new Error('BENCH_JOIN_RATES must be joins a second, such as 500,1000');
const phaseSeconds = 4;
const database = `venue_bench_joins_${randomBytes(4).toString('hex')}`;
const agent = new Agent({ keepAlive: true, maxSockets: 512, timeout: 2_000 });

const join = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const sent = request(
      `http://127.0.0.1:${port}/demo/api/v1/waiting-room`,
      { method: 'POST', agent },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    sent.on('error', reject);
    sent.end();
  });

await pgAdmin(`create database ${database}`);
const url = `${benchPgUrl}/${database}`;
try {
  // A first start migrates and seeds (stock from the opening day); the measured one starts after it.
  const seeder = await startServerProcess(await freePort(), {
    DATABASE_URL: url,
    VENUE_CLOCK: '2027-01-06T09:00:00+09:00',
  });
  await seeder.stop('SIGTERM');
  const port = await freePort();
  const server = await startServerProcess(port, {
    DATABASE_URL: url,
    VENUE_CLOCK: '2027-01-06T10:00:10+09:00',
  });
  const pid = server.child.pid as number;
  try {
    for (const rate of rates) {
      const count = rate * phaseSeconds;
      const before = [
        mainThreadCpuSecondsOf(pid),
        cpuSecondsOf(pid),
        postgresCpuSeconds(),
        cpuSecondsOf('self'),
      ];
      const started = Date.now();
      const statuses = await Promise.all(
        Array.from({ length: count }, async (_, index) => {
          await sleep((index * 1000) / rate - (Date.now() - started));
          return join(port);
        }),
      );
      // The last joins' batch is stored within the gathering window; their answers are all in.
      const after = [
        mainThreadCpuSecondsOf(pid),
        cpuSecondsOf(pid),
        postgresCpuSeconds(),
        cpuSecondsOf('self'),
      ];
      const [main = 0, whole = 0, postgres = 0, client = 0] = after.map(
        (cpu, i) => cpu - (before[i] as number),
      );
      const each = (seconds: number) => ((seconds * 1e6) / count).toFixed(0);
      const failed = statuses.filter((status) => status !== 200).length;
      console.log(
        `${rate} joins/s for ${((Date.now() - started) / 1000).toFixed(1)} s${failed ? ` (${failed} not 200)` : ''}: µs a join: server main thread ${each(main)}, its other threads ${each(whole - main)}, PostgreSQL ${each(postgres)}, client ${each(client)}`,
      );
    }
  } finally {
    await server.stop('SIGTERM');
  }
} finally {
  agent.destroy();
  await pgAdmin(`drop database if exists ${database} with (force)`);
}
