import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answerCache.ts';

function cacheAt(options: { ttlMs?: number; maxChars?: number } = {}) {
  const clock = { now: 1_000 };
  const cache = new AnswerCache({
    ttlMs: options.ttlMs ?? 1000,
    maxChars: options.maxChars ?? 1000,
    now: () => clock.now,
  });
  let computed = 0;
  /** Answers `key` with a fresh text (`[n]`, n counting the computations) when the cache has none. */
  const ask = (key: string, tenantId = 'demo') =>
    cache.answer(tenantId, key, async () => {
      computed += 1;
      return `[${computed}]`;
    });
  return { cache, clock, ask, computed: () => computed };
}

/** A computation the test finishes by hand. */
function deferred() {
  let finish: (json: string) => void = () => {};
  const answer = new Promise<string>((resolve) => {
    finish = resolve;
  });
  return { answer, finish };
}

describe('AnswerCache', () => {
  it('serves an answer until its time is up, then computes it again', async () => {
    const { clock, ask } = cacheAt();
    expect(await ask('a')).toBe('[1]');
    clock.now += 999;
    expect(await ask('a')).toBe('[1]');
    clock.now += 1;
    expect(await ask('a')).toBe('[2]');
  });

  it("drops one tenant's answers at once and keeps the others'", async () => {
    const { cache, ask } = cacheAt();
    expect(await ask('demo a')).toBe('[1]');
    expect(await ask('cafe a', 'cafe')).toBe('[2]');
    cache.drop('demo');
    expect(await ask('demo a')).toBe('[3]');
    expect(await ask('cafe a', 'cafe')).toBe('[2]');
    expect(await ask('demo a')).toBe('[3]');
  });

  it('computes an answer once for requests that arrive while it is computed', async () => {
    const { cache } = cacheAt();
    const work = deferred();
    let computations = 0;
    const compute = () => {
      computations += 1;
      return work.answer;
    };
    const answers = [cache.answer('demo', 'a', compute), cache.answer('demo', 'a', compute)];
    work.finish('[1]');
    expect(await Promise.all(answers)).toEqual(['[1]', '[1]']);
    expect(computations).toBe(1);
  });

  it('neither keeps nor shares an answer whose computation spans a drop', async () => {
    const { cache, ask, computed } = cacheAt();
    const before = deferred();
    const early = cache.answer('demo', 'a', () => before.answer);
    cache.drop('demo');
    const late = ask('a');
    before.finish('[old]');
    expect(await early).toBe('[old]');
    expect(await late).toBe('[1]');
    expect(computed()).toBe(1);
    expect(await ask('a')).toBe('[1]');
  });

  it('passes a failure to every waiting request and keeps nothing', async () => {
    const { cache, ask } = cacheAt();
    const failing = Promise.reject(new Error('bad query'));
    const answers = [cache.answer('demo', 'a', () => failing), cache.answer('demo', 'a', () => failing)];
    for (const answer of answers) await expect(answer).rejects.toThrow('bad query');
    expect(cache.size.entries).toBe(0);
    expect(await ask('a')).toBe('[1]');
  });

  it('keeps at most maxChars of keys and answers, evicting the least recently used first', async () => {
    const { cache } = cacheAt({ maxChars: 20 });
    for (let index = 10; index < 100; index += 1) {
      await cache.answer('demo', `q${index}`, async () => `[${index}]`);
      expect(cache.size.chars).toBeLessThanOrEqual(20);
    }
    // Each entry is 3 characters of key and 4 of answer.
    expect(cache.size).toEqual({ entries: 2, chars: 14 });
    expect(await cache.answer('demo', 'q98', async () => 'recomputed')).toBe('[98]');
    await cache.answer('demo', 'q10', async () => '[10]');
    // q99 was used least recently, so q10 took its place.
    expect(await cache.answer('demo', 'q98', async () => 'recomputed')).toBe('[98]');
    expect(await cache.answer('demo', 'q10', async () => 'recomputed')).toBe('[10]');
    expect(await cache.answer('demo', 'q99', async () => 'recomputed')).toBe('recomputed');
    await cache.answer('demo', 'too big', async () => '[1234567890123]');
    expect(await cache.answer('demo', 'too big', async () => 'recomputed')).toBe('recomputed');
  });

  it('counts the keys: answers under long query strings stay within maxChars too', async () => {
    const { cache } = cacheAt({ maxChars: 100_000 });
    for (let index = 0; index < 200; index += 1)
      await cache.answer(
        'demo',
        `demo getStockStatuses?junk=${'x'.repeat(16_000)}${index}`,
        async () => '[]',
      );
    expect(cache.size.chars).toBeLessThanOrEqual(100_000);
    expect(cache.size.entries).toBe(6);
  });

  it('computes every answer when its time to live is 0', async () => {
    const { cache, ask } = cacheAt({ ttlMs: 0 });
    expect(await ask('a')).toBe('[1]');
    expect(await ask('a')).toBe('[2]');
    expect(cache.size.entries).toBe(0);
  });
});
