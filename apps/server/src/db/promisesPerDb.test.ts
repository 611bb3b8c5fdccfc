import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Db } from './connect.ts';
import { promisesPerDb } from './promisesPerDb.ts';

describe('promisesPerDb', () => {
  let first: Db;
  let second: Db;
  beforeAll(async () => {
    first = await connectDatabase({ url: null, sqlitePath: ':memory:' });
    second = await connectDatabase({ url: null, sqlitePath: ':memory:' });
  });
  afterAll(async () => {
    await first.kysely.destroy();
    await second.kysely.destroy();
  });

  /** A kept-promise function whose promises answer `<key> <n>`, n counting the calls of `make`. */
  function counted() {
    const kept = promisesPerDb<string>();
    let made = 0;
    const get = (db: Db, key: string) =>
      kept(db, key, async () => {
        made += 1;
        return `${key} ${made}`;
      });
    return { get, made: () => made };
  }

  it('gives every call for one key the promise the first one started', async () => {
    const { get, made } = counted();
    const a = get(first, 'a');
    expect(get(first, 'a')).toBe(a);
    expect(await a).toBe('a 1');
    expect(await get(first, 'a')).toBe('a 1');
    expect(made()).toBe(1);
  });

  it('keeps different keys apart', async () => {
    const { get } = counted();
    expect(await get(first, 'a')).toBe('a 1');
    expect(await get(first, 'b')).toBe('b 2');
    expect(await get(first, 'a')).toBe('a 1');
  });

  it('keeps a separate promise for each database', async () => {
    const { get, made } = counted();
    expect(await get(first, 'a')).toBe('a 1');
    expect(await get(second, 'a')).toBe('a 2');
    expect(await get(first, 'a')).toBe('a 1');
    expect(await get(second, 'a')).toBe('a 2');
    expect(made()).toBe(2);
  });

  it('drops a failed promise, so the next call starts it again', async () => {
    const kept = promisesPerDb<string>();
    let calls = 0;
    const get = () =>
      kept(first, 'a', async () => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return 'read';
      });
    const failed = get();
    expect(get()).toBe(failed);
    await expect(failed).rejects.toThrow('database away');
    expect(await get()).toBe('read');
    expect(await get()).toBe('read');
    expect(calls).toBe(2);
  });

  it('keeps nothing between two kept-promise functions', async () => {
    const one = counted();
    const other = counted();
    expect(await one.get(first, 'a')).toBe('a 1');
    expect(await other.get(first, 'a')).toBe('a 1');
    expect(other.made()).toBe(1);
  });
});
