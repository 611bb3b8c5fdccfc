import type { Db } from './connect.ts';

/**
 * Promises kept in this process for as long as their database handle lives, one per key: the first call
 * for a key starts `make`, later calls get the same promise. A promise that fails is not kept, so the
 * next call starts it again.
 */
export function promisesPerDb<T>(): (db: Db, key: string, make: () => Promise<T>) => Promise<T> {
  const byDb = new WeakMap<Db, Map<string, Promise<T>>>();
  return (db, key, make) => {
    let byKey = byDb.get(db);
    if (!byKey) {
      byKey = new Map();
      byDb.set(db, byKey);
    }
    let kept = byKey.get(key);
    if (!kept) {
      kept = make();
      byKey.set(key, kept);
      kept.catch(() => byKey.delete(key));
    }
    return kept;
  };
}
