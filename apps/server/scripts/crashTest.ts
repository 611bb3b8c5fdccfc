/**
 * Crash test (`pnpm test:crash`): starts the real server (src/main.ts) as a child process, on a temporary
 * SQLite file, or on PostgreSQL when DATABASE_URL is set (use a database of its own: the checks read all of
 * it). Buyers (crashBuyers.ts) buy tickets concurrently (create order, customer info, card checkout through
 * the API client the storefront uses, which resends a checkout whose connection dropped), and one sandbox
 * purchase in four changes its date and pays the change, while the server is killed with SIGKILL
 * CRASH_ROUNDS (10) times and started again. Between kills the slots nearly sold out are swapped for new
 * ones, so every round sells.
 *
 * Each kill waits for at least 8 payments in flight (sent, not answered) and prints them with those
 * started, completed and failed so far; a kill that finds fewer fails the run. The kills go round named
 * points: three in the server, reached on purpose (`CRASH_POINT`, src/crashPoints.ts: the request stops
 * there and the process is killed) — inside the checkout transaction, between a payment's authorization
 * and its order's completion, inside a date change's payment; three in the remote provider's call (a cut of
 * the next Stripe create, stripeStandIn.ts: before Stripe charges, after it charged, just after its
 * answer); and a random instant.
 *
 * Half the buyers pay on the demo site with the sandbox (its card authorizes in the checkout's own
 * transaction); the other half on BOC through the real Stripe adapter against a stand-in of Stripe's API
 * that keeps its charges across the server's deaths. The database is checked (crashChecks.ts) once the
 * buyers have stopped, with the last server up and before anything is sent again; then after every payment
 * that never got an answer has been sent again (half the remote ones are not: their visitor left), the
 * server started once more when its open payments are past the reconciler's grace, and stopped. Prints the
 * numbers and exits 1 on any violation: a completed checkout without its tickets, a charge without its
 * order or date change completed (lost), two charges for one (double-charged), a slot oversold or whose
 * counts do not match its holds and tickets, a remote payment left open, a kill with too few in flight.
 * Settings (environment): CRASH_ROUNDS (10), CRASH_CLIENTS (concurrent buyers, 32), CRASH_UP_MS (how long a
 * server sells before its kill is sought, 4000-8000 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CrashPointName } from '../src/crashPoints.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { Buyers, type PaymentCounts, paySites, SlotPool } from './crashBuyers.ts';
import { checkDatabase, checkRemote } from './crashChecks.ts';
import { freePort, type ServerProcess, sleep, startServerProcess } from './serverProcess.ts';
import { type KillPoint, startStripeStandIn } from './stripeStandIn.ts';

const rounds = Number(process.env.CRASH_ROUNDS ?? 10);
const clients = Number(process.env.CRASH_CLIENTS ?? 32);
const upMs = Number(process.env.CRASH_UP_MS ?? 8000);
/** Payments a kill must find in flight. */
const minInFlight = 8;
const databaseUrl = process.env.DATABASE_URL || null;
const tempDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'venue-crash-'));
const sqlitePath = tempDir ? join(tempDir, 'venue.sqlite') : '';

const port = await freePort();
const base = `http://127.0.0.1:${port}`;

/** Stripe's API as the remote provider of BOC's `stripe` method; fake test keys, for this run only. */
const stripe = await startStripeStandIn();
const stripeEnv = {
  STRIPE_API_BASE: stripe.url,
  STRIPE_SECRET_KEY_BOC: 'sk_test_crashTestNotARealKey',
  STRIPE_PUBLISHABLE_KEY_BOC: 'pk_test_crashTestNotARealKey',
  STRIPE_WEBHOOK_SECRET_BOC: 'whsec_crashTestNotARealSecret',
};

/** Where each round kills, in turn: a point in the server, a cut of a Stripe create, or a random instant. */
type Kill = { server: CrashPointName } | { stripe: KillPoint } | 'random';
const killPlan: Kill[] = [
  { server: 'checkout transaction' },
  { stripe: 'before charge' },
  { server: 'payment authorized' },
  { stripe: 'after charge' },
  { server: 'time change payment' },
  { stripe: 'after answer' },
  'random',
];
const killName = (kill: Kill) =>
  kill === 'random' ? 'random' : 'server' in kill ? kill.server : `Stripe ${kill.stripe}`;
/** The pass of a server point that stops: far enough into the round that its buyers are all busy. */
const passOf = (point: CrashPointName) =>
  point === 'time change payment' ? 2 + Math.floor(Math.random() * 3) : 15 + Math.floor(Math.random() * 30);

let server: ServerProcess | null = null;
/** Set when the running server stopped at its crash point. */
let stoppedAtPoint = false;

/** Starts src/main.ts on the port, stopping at `point` when given, and waits until it is ready. */
async function startServer(point?: CrashPointName): Promise<void> {
  stoppedAtPoint = false;
  server = await startServerProcess(
    port,
    {
      DATABASE_URL: databaseUrl ?? '',
      SQLITE_PATH: sqlitePath,
      CRASH_POINT: point ? `${point}@${passOf(point)}` : '',
      ...stripeEnv,
    },
    {
      onStderrLine(line) {
        if (line.startsWith('{"crashPoint"')) stoppedAtPoint = true;
      },
    },
  );
}

async function killServer(signal: NodeJS.Signals): Promise<void> {
  await server?.stop(signal);
  server = null;
}

/** Waits until `holds` or `ms` have passed; answers whether it held. */
async function waitFor(holds: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (!holds()) {
    if (Date.now() > until) return false;
    await sleep(5);
  }
  return true;
}

const started = Date.now();
console.log(
  `Crash test on ${databaseUrl ? 'PostgreSQL' : `SQLite (${sqlitePath})`}: ${clients} buyers, ${rounds} kills`,
);
const serverPoint = (round: number) => {
  const kill = killPlan[(round - 1) % killPlan.length] ?? 'random';
  return kill !== 'random' && 'server' in kill ? kill.server : undefined;
};
await startServer(serverPoint(1));
const db = await connectDatabase({ url: databaseUrl, sqlitePath });
const pools = {
  sandbox: await SlotPool.of(db, base, paySites.sandbox),
  remote: await SlotPool.of(db, base, paySites.remote),
};
const buyers = new Buyers(base, pools, clients);
const enoughInFlight = () => buyers.payments.inFlight >= minInFlight;
const restartMs: number[] = [];
const killLines: string[] = [];
const violations: string[] = [];
const kills: Record<string, number> = {};
let slotsSwapped = 0;
/** What was in flight when a cut of a Stripe create killed the server. */
let snapshot: PaymentCounts | undefined;
for (let round = 1; round <= rounds; round += 1) {
  let kill = killPlan[(round - 1) % killPlan.length] ?? 'random';
  await sleep(upMs / 2 + Math.random() * (upMs / 2));
  if (kill !== 'random' && 'server' in kill) {
    // Stopped there, the request holds its transaction; the others wait or go on, as the database allows.
    if (!(await waitFor(() => stoppedAtPoint, upMs * 4))) kill = 'random';
    await waitFor(enoughInFlight, upMs);
  } else if (kill !== 'random') {
    await waitFor(enoughInFlight, upMs);
    const cut = stripe.armKill(kill.stripe, async () => {
      snapshot = { ...buyers.payments };
      await killServer('SIGKILL');
    });
    if (!(await Promise.race([cut.then(() => true), sleep(upMs).then(() => false)]))) {
      stripe.disarm();
      kill = 'random';
    }
  } else await waitFor(enoughInFlight, upMs);
  // The cut of a Stripe create has killed already, with what was in flight then.
  if (server) {
    snapshot = { ...buyers.payments };
    await killServer('SIGKILL');
  }
  const at = snapshot ?? { ...buyers.payments };
  snapshot = undefined;
  const name = killName(kill);
  kills[name] = (kills[name] ?? 0) + 1;
  const line = `kill -9 #${round} (${name}): ${at.started} payments started, ${at.inFlight} in flight, ${at.completed} completed, ${at.failed} failed`;
  killLines.push(line);
  console.log(line);
  if (at.inFlight < minInFlight)
    violations.push(`kill #${round} found ${at.inFlight} payments in flight (at least ${minInFlight})`);
  slotsSwapped += (await pools.sandbox.refill(db)) + (await pools.remote.refill(db));
  await sleep(300);
  const restarting = Date.now();
  await startServer(round < rounds ? serverPoint(round + 1) : undefined);
  restartMs.push(Date.now() - restarting);
}
await sleep(upMs / 2);
await buyers.stop();

// First with the last server up and idle, before anything is sent again: a payment left charged by a
// crash would show here, as nothing has completed it yet.
const afterCrashes = await checkDatabase(db, buyers.purchases);

// What a storefront still open does with a payment whose answer never came: it sends it again. Half the
// remote ones are not: their visitor closed the page, and only the reconciler settles them.
const unanswered = buyers.purchases.filter((purchase) => purchase.checkout === 'no answer');
const abandoned = new Set(
  unanswered.filter((purchase) => purchase.payer === 'remote').filter((_, i) => i % 2 === 0),
);
for (const purchase of unanswered.filter((entry) => !abandoned.has(entry))) {
  purchase.resent = true;
  await buyers.pay(purchase.payer, purchase);
}
for (const change of buyers.dateChanges.filter((entry) => entry.checkout === 'no answer')) {
  change.resent = true;
  await buyers.pay('sandbox', change);
}

/** Remote payments still open (pending, waiting, authorized), and when the youngest was made. */
async function openRemote() {
  const open = await db.kysely
    .selectFrom('payments')
    .select(['created_at'])
    .where('provider', '!=', 'sandbox')
    .where('status', 'in', ['pending', 'challenge', 'redirect', 'authorized'])
    .execute();
  return {
    count: open.length,
    youngest: open
      .map((row) => Date.parse(row.created_at))
      .sort()
      .at(-1),
  };
}
// The reconciler asks about payments open for over its grace (a minute) at start and every minute: once
// the youngest is past it, a restart reconciles them all at once.
const openBefore = await openRemote();
if (openBefore.youngest !== undefined) {
  await sleep(Math.max(0, openBefore.youngest + 65_000 - Date.now()));
  await killServer('SIGTERM');
  await startServer();
  const deadline = Date.now() + 60_000;
  while ((await openRemote()).count > 0 && Date.now() < deadline) await sleep(500);
}
const openAfter = await openRemote();
await killServer('SIGTERM');
const afterResending = await checkDatabase(db, buyers.purchases);
const remote = await checkRemote(db, stripe, openAfter.count);
await stripe.stop();
await db.kysely.destroy();
if (tempDir) rmSync(tempDir, { recursive: true, force: true });

const { purchases, dateChanges } = buyers;
const outcomes = (paid: readonly { checkout?: string; resent?: boolean }[]) => ({
  sent: paid.length,
  completed: paid.filter((entry) => entry.checkout === 'completed').length,
  refused: paid.filter((entry) => entry.checkout === 'refused').length,
  unansweredEvenAfterResending: paid.filter((entry) => entry.checkout === 'no answer').length,
  resentAfterTheLastStart: paid.filter((entry) => entry.resent).length,
  completedWhenResent: paid.filter((entry) => entry.resent && entry.checkout === 'completed').length,
});
violations.push(...afterCrashes.violations, ...afterResending.violations, ...remote.violations);
console.log(
  JSON.stringify(
    {
      database: db.dialect,
      buyers: clients,
      kills,
      restartSeconds: restartMs.map((ms) => Math.round(ms / 100) / 10),
      seconds: Math.round((Date.now() - started) / 1000),
      slotsSwappedBetweenKills: slotsSwapped,
      orders: buyers.orders,
      checkouts: { ...outcomes(purchases), unansweredLeftToTheReconciler: abandoned.size },
      remoteCheckouts: outcomes(purchases.filter((purchase) => purchase.payer === 'remote')),
      dateChanges: outcomes(dateChanges),
      afterCrashes: { ...afterCrashes, violations: afterCrashes.violations.length },
      afterResending: { ...afterResending, violations: afterResending.violations.length },
      remoteProvider: {
        ...remote,
        openBeforeReconciling: openBefore.count,
        openAfterReconciling: openAfter.count,
        violations: remote.violations.length,
      },
    },
    null,
    2,
  ),
);
for (const line of killLines) console.log(line);
for (const violation of violations.slice(0, 20)) console.log(`VIOLATION ${violation}`);
console.log(
  violations.length === 0
    ? `${rounds} kills, 0 lost, 0 oversold, 0 double-charged`
    : `${violations.length} violations`,
);
process.exit(violations.length === 0 ? 0 : 1);
