/**
 * Named points of the code where the crash test (`scripts/crashTest.ts`) kills the server on purpose.
 * `CRASH_POINT=<name>@<pass>` makes the request that reaches the point for the pass-th time stop there for
 * good (its transaction left open, nothing after it done), after writing `{"crashPoint":"<name>"}` to
 * stderr, so the test knows the process is where it wants to kill it. `CRASH_POINT=<name>@<pass>@signal`
 * counts the passes only from the process's first SIGUSR2 on, so a test running two servers arms the one
 * it kills next when that one's turn comes. Unset, a point does nothing. Refused with
 * NODE_ENV=production: a production server never stops on purpose.
 */
export const crashPointNames = [
  /** A checkout's transaction, its payment started and (for an authorizing provider) its order completed. */
  'checkout transaction',
  /** A payment authorized by its provider, the order or date change it pays for not yet completed. */
  'payment authorized',
  /** A date change's payment: the change completed and its tickets moved, in the transaction. */
  'time change payment',
  /** A console cancel: its audit entry claimed and its refund recorded pending, the provider not yet asked. */
  'console cancel',
  /** A console date change: its audit entry claimed and its new slot held, the change not yet completed. */
  'console date change',
  /** A spot order's payment: the order completed, its tickets made and its stock sold, in the transaction. */
  'spot order',
] as const;
export type CrashPointName = (typeof crashPointNames)[number];

export interface CrashPoint {
  name: CrashPointName;
  /** The pass of the point that stops (1 for the first request to reach it). */
  pass: number;
  /** Passes are counted from the process's first SIGUSR2 on, not from its start. */
  onSignal: boolean;
}

/** The crash point `CRASH_POINT` names, or null when unset; throws on a bad value and in production. */
export function readCrashPoint(env: NodeJS.ProcessEnv): CrashPoint | null {
  const value = env.CRASH_POINT || null;
  if (value === null) return null;
  if (env.NODE_ENV === 'production')
    throw new Error(
      'CRASH_POINT stops the server on purpose for the crash test; it is refused in production',
    );
  const [name, pass, ...rest] = value.split('@');
  const onSignal = rest.join('@') === 'signal';
  if (
    !crashPointNames.includes(name as CrashPointName) ||
    !(Number(pass) >= 1) ||
    !Number.isInteger(Number(pass)) ||
    (rest.length > 0 && !onSignal)
  )
    throw new Error(
      `CRASH_POINT must be <name>@<pass> or <name>@<pass>@signal with a name of ${crashPointNames.join(', ')} and a pass of 1 or more, not ${value}`,
    );
  return { name: name as CrashPointName, pass: Number(pass), onSignal };
}

let armed: CrashPoint | null = null;
let passes = 0;

/**
 * Makes `point` stop the process's requests at its pass (main.ts, from `readCrashPoint`): at once, or from
 * the process's first SIGUSR2 on when the point says so.
 */
export function armCrashPoint(point: CrashPoint | null): void {
  armed = point?.onSignal ? null : point;
  passes = 0;
  if (point?.onSignal) process.once('SIGUSR2', () => armCrashPoint({ ...point, onSignal: false }));
}

/** Stops the request here for good when this is the armed point's armed pass; otherwise goes on. */
export async function crashPoint(name: CrashPointName): Promise<void> {
  if (armed?.name !== name) return;
  passes += 1;
  if (passes !== armed.pass) return;
  process.stderr.write(`${JSON.stringify({ crashPoint: name })}\n`);
  await new Promise<never>(() => {});
}
