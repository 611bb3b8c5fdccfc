/**
 * Crash test (`pnpm test:crash`): starts the real server (src/main.ts) as a child process, on a temporary
 * SQLite file, or on PostgreSQL when DATABASE_URL is set (use a database of its own: the checks read all of
 * it), where two servers run on the one database. Buyers (crashBuyers.ts) buy tickets concurrently (create
 * order, customer info, card checkout through the API client the storefront uses, which resends a
 * checkout whose connection dropped; or a spot order, paid at once), and one sandbox purchase in two
 * changes its date and pays the change, while a server is killed with SIGKILL CRASH_ROUNDS (10) times and
 * started again. With two servers they are killed in turn, and the other must keep selling while one is
 * down. While they buy, the slots nearly sold out are swapped for new ones (a spot slot, for today only, is
 * topped up between kills), so every round sells.
 *
 * Each kill waits for at least 8 payments in flight (sent, not answered) on the server it kills and prints
 * them with those started, completed and failed so far on it; a kill that finds fewer fails the run. The
 * kills go round named points: four in the server, reached on purpose (`CRASH_POINT`, src/crashPoints.ts:
 * the request stops there and the process is killed) — inside the checkout transaction, between a
 * payment's authorization and its order's completion, inside a date change's payment, inside a spot
 * order's payment; three in the remote provider's call (a cut of the next Stripe create,
 * stripeStandIn.ts: before Stripe charges, after it charged, just after its answer); and a random instant.
 *
 * Half the buyers pay on BOC through the real Stripe adapter against a stand-in of Stripe's API that keeps
 * its charges across the server's deaths; a quarter on the demo site with the sandbox (its card authorizes
 * in the checkout's own transaction); a quarter on spot orders of CanCan Factory, with the sandbox's card
 * too. The database is checked (crashChecks.ts) once the
 * buyers have stopped, with the last server up and before anything is sent again; then after every payment
 * that never got an answer has been sent again (half the remote ones are not: their visitor left), the
 * server started once more when its open payments are past the reconciler's grace, and stopped. Prints the
 * numbers and exits 1 on any violation: a completed checkout without its tickets, a charge without its
 * order or date change completed (lost), two charges for one (double-charged), a slot oversold or whose
 * counts do not match its holds and tickets, a remote payment left open, a kill with too few in flight.
 * Settings (environment): CRASH_ROUNDS (10), CRASH_CLIENTS (concurrent buyers, 32 per server), CRASH_UP_MS (how long a
 * server sells before its kill is sought, 4000-8000 ms).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CrashPointName } from '../src/crashPoints.ts';
import { connectDatabase } from '../src/db/connect.ts';
import { Buyers, type PaymentCounts, paySites, SlotPool, SpotPool } from './crashBuyers.ts';
import { checkDatabase, checkRemote } from './crashChecks.ts';
import { freePort, type ServerProcess, sleep, startServerProcess } from './serverProcess.ts';
import { type KillPoint, startStripeStandIn } from './stripeStandIn.ts';

const databaseUrl = process.env.DATABASE_URL || null;
/** The servers' names: two on PostgreSQL, one on SQLite (whose one file takes one writer at a time). */
const names = databaseUrl ? ['A', 'B'] : ['A'];
const rounds = Number(process.env.CRASH_ROUNDS ?? 10);
const clients = Number(process.env.CRASH_CLIENTS ?? 32 * names.length);
const upMs = Number(process.env.CRASH_UP_MS ?? 8000);
/** Payments a kill must find in flight. */
const minInFlight = 8;
const tempDir = databaseUrl ? null : mkdtempSync(join(tmpdir(), 'venue-crash-'));
const sqlitePath = tempDir ? join(tempDir, 'venue.sqlite') : '';

/**
 * Stripe's API as the remote provider of BOC's `stripe` method, one address per server, taking 300-700 ms
 * to answer a create as Stripe does: the remote buyers' payments are what a kill finds in flight.
 */
const stripe = await startStripeStandIn(names.length, [300, 700]);
/** Fake test keys, for this run only. */
const stripeKeys = {
  STRIPE_SECRET_KEY_BOC: 'sk_test_crashTestNotARealKey',
  STRIPE_PUBLISHABLE_KEY_BOC: 'pk_test_crashTestNotARealKey',
  STRIPE_WEBHOOK_SECRET_BOC: 'whsec_crashTestNotARealSecret',
};

/** Where each round kills, in turn: a point in the server, a cut of a Stripe create, or a random instant. */
type Kill = { server: CrashPointName } | { stripe: KillPoint } | 'random';
const killPlan: Kill[] = [
  { server: 'checkout transaction' },
  { stripe: 'before charge' },
  { server: 'spot order' },
  { server: 'payment authorized' },
  { stripe: 'after charge' },
  { server: 'time change payment' },
  { stripe: 'after answer' },
  'random',
];
const killName = (kill: Kill) =>
  kill === 'random' ? 'random' : 'server' in kill ? kill.server : `Stripe ${kill.stripe}`;
/**
 * The pass of a server point that stops, counted from the round's start: far enough into the round that
 * its buyers are all busy (on SQLite the stopped request holds the database, so what is in flight then is
 * all the kill finds). A spot order is paid in about half the checkouts, a date change in few; with two
 * servers each takes half the buyers.
 */
const passOf = (point: CrashPointName) =>
  point === 'time change payment'
    ? 2 + Math.floor(Math.random() * 3)
    : Math.ceil((15 + Math.floor(Math.random() * 30)) / (point === 'spot order' ? 2 : 1) / names.length);

/** A server of the run: its name, port and process while it runs. */
interface Server {
  name: string;
  port: number;
  base: string;
  /** Its address of the Stripe stand-in. */
  stripeUrl: string;
  process: ServerProcess | null;
  /** Set when it stopped at its crash point. */
  stoppedAtPoint: boolean;
}
const servers: Server[] = [];
for (const [index, name] of names.entries()) {
  const port = await freePort();
  servers.push({
    name,
    port,
    base: `http://127.0.0.1:${port}`,
    stripeUrl: stripe.urls[index] ?? '',
    process: null,
    stoppedAtPoint: false,
  });
}

/**
 * Starts src/main.ts as `server` and waits until it is ready; given a point, it stops there at a pass
 * counted from its SIGUSR2 (sent when its round starts).
 */
async function startServer(server: Server, point?: CrashPointName): Promise<void> {
  server.stoppedAtPoint = false;
  server.process = await startServerProcess(
    server.port,
    {
      DATABASE_URL: databaseUrl ?? '',
      SQLITE_PATH: sqlitePath,
      CRASH_POINT: point ? `${point}@${passOf(point)}@signal` : '',
      STRIPE_API_BASE: server.stripeUrl,
      ...stripeKeys,
    },
    {
      onStderrLine(line) {
        if (line.startsWith('{"crashPoint"')) server.stoppedAtPoint = true;
      },
    },
  );
}

async function killServer(server: Server, signal: NodeJS.Signals): Promise<void> {
  await server.process?.stop(signal);
  server.process = null;
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
  `Crash test on ${databaseUrl ? 'PostgreSQL' : `SQLite (${sqlitePath})`}: ${names.length} server${names.length > 1 ? 's' : ''}, ${clients} buyers, ${rounds} kills`,
);
const killOf = (round: number) => killPlan[(round - 1) % killPlan.length] ?? 'random';
const serverPoint = (round: number) => {
  const kill = killOf(round);
  return round <= rounds && kill !== 'random' && 'server' in kill ? kill.server : undefined;
};
/** The server killed in a round: the servers in turn. */
const victimOf = (round: number) => servers[(round - 1) % servers.length] as Server;
// Each server starts armed with the point of the first round that kills it; one at a time, as a venue
// would bring up a second server next to a first.
for (const [index, server] of servers.entries()) await startServer(server, serverPoint(index + 1));
const db = await connectDatabase({ url: databaseUrl, sqlitePath });
const first = servers[0] as Server;
const pools = {
  sandbox: await SlotPool.of(db, first.base, paySites.sandbox),
  remote: await SlotPool.of(db, first.base, paySites.remote),
  spot: await SpotPool.of(first.base, paySites.spot),
};
await pools.spot.refill(db);
const buyers = new Buyers(
  servers.map((server) => server.base),
  pools,
  clients,
);
const restartMs: number[] = [];
const killLines: string[] = [];
const violations: string[] = [];
const kills: Record<string, number> = {};
let slotsSwapped = 0;
/**
 * Swaps the slots nearly sold out while the buyers buy, every 250 ms through the run (reads only, so a
 * request stopped at a point holding SQLite's writer does not stop it): no round runs out of stock.
 */
let keepingStock = true;
const keepingSlots = (async () => {
  while (keepingStock) {
    slotsSwapped += (await pools.sandbox.refill(db)) + (await pools.remote.refill(db));
    await sleep(250);
  }
})();
/** What was in flight on its server when a cut of a Stripe create killed it. */
let snapshot: PaymentCounts | undefined;
for (let round = 1; round <= rounds; round += 1) {
  let kill = killOf(round);
  const victim = victimOf(round);
  const victimIndex = servers.indexOf(victim);
  const survivors = servers.filter((server) => server !== victim);
  const onVictim = () => buyers.payments[victimIndex] as PaymentCounts;
  const enoughInFlight = () => onVictim().inFlight >= minInFlight;
  // The round starts: the victim's point counts its passes from now (a server with none has no SIGUSR2
  // handler, and the signal would end it).
  if (serverPoint(round)) victim.process?.child.kill('SIGUSR2');
  await sleep(upMs / 2 + Math.random() * (upMs / 2));
  if (kill !== 'random' && 'server' in kill) {
    // Stopped there, the request holds its transaction; the others wait or go on, as the database allows.
    if (!(await waitFor(() => victim.stoppedAtPoint, upMs * 4))) kill = 'random';
    await waitFor(enoughInFlight, upMs);
  } else if (kill !== 'random') {
    await waitFor(enoughInFlight, upMs);
    const cut = stripe.armKill(
      kill.stripe,
      async () => {
        snapshot = { ...onVictim() };
        await killServer(victim, 'SIGKILL');
      },
      // A create with too few in flight is let through, and the next one is waited for.
      { caller: victimIndex, when: enoughInFlight },
    );
    if (!(await Promise.race([cut.then(() => true), sleep(upMs).then(() => false)]))) {
      stripe.disarm();
      kill = 'random';
    }
  } else await waitFor(enoughInFlight, upMs);
  // The cut of a Stripe create has killed already, with what was in flight then.
  if (victim.process) {
    snapshot = { ...onVictim() };
    await killServer(victim, 'SIGKILL');
  }
  const killedAt = Date.now();
  const survivorsBefore = survivors.map((server) => buyers.payments[servers.indexOf(server)]?.completed ?? 0);
  const at = snapshot ?? { ...onVictim() };
  snapshot = undefined;
  const name = killName(kill);
  kills[name] = (kills[name] ?? 0) + 1;
  const who = servers.length > 1 ? ` ${victim.name}` : '';
  const line = `kill -9 #${round}${who} (${name}): ${at.started} payments started, ${at.inFlight} in flight, ${at.completed} completed, ${at.failed} failed`;
  killLines.push(line);
  console.log(line);
  if (at.inFlight < minInFlight)
    violations.push(`kill #${round} found ${at.inFlight} payments in flight (at least ${minInFlight})`);
  // With two servers the other sells meanwhile: a spot slot's capacity only grows.
  slotsSwapped += await pools.spot.refill(db);
  await sleep(300);
  const restarting = Date.now();
  await startServer(victim, serverPoint(round + servers.length));
  restartMs.push(Date.now() - restarting);
  for (const [i, survivor] of survivors.entries()) {
    const sold = (buyers.payments[servers.indexOf(survivor)]?.completed ?? 0) - (survivorsBefore[i] ?? 0);
    const survivorLine = `  ${survivor.name} completed ${sold} payments while ${victim.name} was down (${Math.round((Date.now() - killedAt) / 1000)} s)`;
    killLines.push(survivorLine);
    console.log(survivorLine);
    if (sold === 0)
      violations.push(`kill #${round}: ${survivor.name} completed nothing while ${victim.name} was down`);
  }
}
await sleep(upMs / 2);
await buyers.stop();
keepingStock = false;
await keepingSlots;

// First with the last servers up and idle, before anything is sent again: a payment left charged by a
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
  await buyers.pay(purchase.payer, purchase, purchase.server);
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
// the youngest is past it, a restart of one server reconciles them all at once.
const openBefore = await openRemote();
if (openBefore.youngest !== undefined) {
  await sleep(Math.max(0, openBefore.youngest + 65_000 - Date.now()));
  for (const server of servers) await killServer(server, 'SIGTERM');
  await startServer(first);
  const deadline = Date.now() + 60_000;
  while ((await openRemote()).count > 0 && Date.now() < deadline) await sleep(500);
}
const openAfter = await openRemote();
for (const server of servers) await killServer(server, 'SIGTERM');
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
      servers: names.length,
      buyers: clients,
      kills,
      restartSeconds: restartMs.map((ms) => Math.round(ms / 100) / 10),
      seconds: Math.round((Date.now() - started) / 1000),
      slotsSwappedOrToppedUp: slotsSwapped,
      orders: buyers.orders,
      checkouts: { ...outcomes(purchases), unansweredLeftToTheReconciler: abandoned.size },
      remoteCheckouts: outcomes(purchases.filter((purchase) => purchase.payer === 'remote')),
      spotCheckouts: outcomes(purchases.filter((purchase) => purchase.payer === 'spot')),
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
