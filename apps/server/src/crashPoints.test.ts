import { afterEach, describe, expect, it } from 'vitest';
import { armCrashPoint, crashPoint, readCrashPoint } from './crashPoints.ts';

/** Whether `promise` settles within 50 ms. */
async function settles(promise: Promise<void>): Promise<boolean> {
  return Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50)),
  ]);
}

describe('crash points', () => {
  afterEach(() => armCrashPoint(null));

  it('reads CRASH_POINT as a name and a pass, and refuses it in production', () => {
    expect(readCrashPoint({})).toBeNull();
    expect(readCrashPoint({ CRASH_POINT: 'checkout transaction@3' })).toEqual({
      name: 'checkout transaction',
      pass: 3,
      onSignal: false,
    });
    expect(readCrashPoint({ CRASH_POINT: 'spot order@2@signal' })).toEqual({
      name: 'spot order',
      pass: 2,
      onSignal: true,
    });
    for (const value of [
      'checkout transaction',
      'checkout transaction@0',
      'nowhere@1',
      '@2',
      'spot order@2@later',
    ])
      expect(() => readCrashPoint({ CRASH_POINT: value })).toThrow(/CRASH_POINT must be/);
    expect(() => readCrashPoint({ CRASH_POINT: 'payment authorized@1', NODE_ENV: 'production' })).toThrow(
      /refused in production/,
    );
  });

  it('stops the request at the armed pass of the armed point, and lets every other through', async () => {
    armCrashPoint({ name: 'payment authorized', pass: 2, onSignal: false });
    expect(await settles(crashPoint('checkout transaction'))).toBe(true);
    expect(await settles(crashPoint('payment authorized'))).toBe(true);
    expect(await settles(crashPoint('payment authorized'))).toBe(false);
    expect(await settles(crashPoint('payment authorized'))).toBe(true);
  });

  it('counts the passes from the first SIGUSR2 on when armed on a signal', async () => {
    armCrashPoint({ name: 'spot order', pass: 1, onSignal: true });
    expect(await settles(crashPoint('spot order'))).toBe(true);
    process.emit('SIGUSR2');
    expect(await settles(crashPoint('spot order'))).toBe(false);
    expect(await settles(crashPoint('spot order'))).toBe(true);
  });

  it('does nothing unarmed', async () => {
    for (let i = 0; i < 3; i += 1) expect(await settles(crashPoint('time change payment'))).toBe(true);
  });
});
