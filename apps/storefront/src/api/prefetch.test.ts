import { describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetch.ts';

describe('prefetch', () => {
  it('starts the request at once and hands it over exactly once', async () => {
    const load = vi.fn(async () => ['product']);
    prefetch('products:ja', load);
    expect(load).toHaveBeenCalledOnce();
    const request = takePrefetched<string[]>('products:ja');
    expect(await request).toEqual(['product']);
    expect(takePrefetched('products:ja')).toBeUndefined();
  });

  it('keeps a failure for the query that takes it', async () => {
    prefetch('settings', async () => {
      throw new Error('offline');
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePrefetched('settings')).rejects.toThrow('offline');
  });

  it('has nothing for a key nobody started', () => {
    expect(takePrefetched('products:en')).toBeUndefined();
  });
});
