/**
 * Admission list benchmark (`pnpm --filter @venue/server bench:gate-list`): the real server on an
 * in-memory SQLite database, one order bought for a slot moved to now, and its reservation given tickets
 * up to `BENCH_TICKETS` (10,000) for today; then the gate's list (`GET /demo/api/admin/v1/gate/list`)
 * fetched as a gate account, with one QR code a ticket and again after the reservation is shared (two
 * codes a ticket, as the gate test's worst case). Prints the list's size (the JWS's bytes and its gzip at
 * level 6) and, over `BENCH_ROUNDS` (5) rounds, the median time the server takes to sign and answer it, the
 * gate takes to verify it (`jose`'s importJWK and jwtVerify, as `gateList.ts` does, on Node's WebCrypto)
 * and to clone it as IndexedDB stores it (`structuredClone`, the algorithm IndexedDB writes with), with
 * the load average; apps/server/BENCHMARKS.md keeps the numbers. Exits 1 only when something failed.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { importJWK, type JWK, jwtVerify } from 'jose';
import { purchase } from '../testing/purchase.ts';
import { moveSlot } from '../testing/slotNow.ts';
import { addTestStaff, signInStaff } from '../testing/staff.ts';
import { call, startTestServer } from '../testing/testServer.ts';

const ticketCount = Number(process.env.BENCH_TICKETS ?? 10_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const admin = '/demo/api/admin/v1';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

const server = await startTestServer('sqlite');
try {
  const db = server.db.kysely;
  await addTestStaff(server, 'demo', 'gate@bench.example', 'gate');
  const bought = await purchase(server.url, '', { quantity: 1, daysAhead: 3 });
  await moveSlot(db, bought.slot.span.time_span_id, -10, 50);
  const ticket = await db
    .selectFrom('tickets as t')
    .innerJoin('reservations as r', 'r.id', 't.reservation_id')
    .select(['t.reservation_id', 't.product_id', 't.option_id', 't.time_span_id'])
    .where('r.token', '=', bought.reservationToken)
    .executeTakeFirstOrThrow();
  for (let made = 1; made < ticketCount; made += 500)
    await db
      .insertInto('tickets')
      .values(
        Array.from({ length: Math.min(500, ticketCount - made) }, () => ({
          ...ticket,
          kind: 'gate' as const,
          status: 'available' as const,
          used_at: null,
        })),
      )
      .execute();
  const gate = await signInStaff(server.url, 'demo', 'gate@bench.example');
  const [jwk] = (await gate.call('GET', `${admin}/gate/keys`)).body.keys as JWK[];

  const measure = async (label: string) => {
    const served: number[] = [];
    const verified: number[] = [];
    const stored: number[] = [];
    let list = '';
    let tickets = 0;
    for (let round = 0; round < rounds; round++) {
      let started = performance.now();
      const answer = await gate.call('GET', `${admin}/gate/list?lang=en`);
      served.push(performance.now() - started);
      if (answer.status !== 200) throw new Error(`list: ${answer.status} ${JSON.stringify(answer.body)}`);
      list = answer.body.list;
      started = performance.now();
      const { payload } = await jwtVerify(list, await importJWK(jwk as JWK, 'ES256'), {
        algorithms: ['ES256'],
      });
      verified.push(performance.now() - started);
      started = performance.now();
      structuredClone(payload);
      stored.push(performance.now() - started);
      tickets = (payload.tickets as unknown[]).length;
    }
    const bytes = Buffer.byteLength(list);
    const gzipped = gzipSync(list, { level: 6 }).length;
    console.log(
      `${label}: ${tickets} tickets, list ${bytes} bytes (${kb(bytes)}), gzip ${gzipped} bytes (${kb(gzipped)}), ` +
        `${(bytes / tickets).toFixed(0)} bytes a ticket; median of ${rounds}: served ${median(served).toFixed(0)} ms, ` +
        `verified ${median(verified).toFixed(0)} ms, cloned to store ${median(stored).toFixed(0)} ms`,
    );
  };

  console.log(
    `${cpus().length} cores, Node ${process.versions.node}, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await measure('one QR code a ticket');
  const shared = await call(server.url, 'POST', `/api/v1/reservations/${bought.reservationToken}/share`);
  if (shared.status !== 200) throw new Error(`share: ${shared.status}`);
  await measure('two QR codes a ticket');
  console.log(
    `load after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await server.close();
}
