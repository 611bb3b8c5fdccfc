import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/storage.ts';
import { type TagManagerData, tagManagerData, tagManagerScriptUrl } from './tagManager.ts';

describe('tag-manager data (spec 3: stored tag-manager data; spec 7: GET /gtm/{id})', () => {
  beforeEach(() => sessionStorage.clear());

  it('asks the server once a session and stores the answer', async () => {
    const storage = createStorage('demo');
    let asked = 0;
    const fetchData = async (): Promise<TagManagerData> => {
      asked += 1;
      return { id: 'demo', container_id: 'GTM-DEMO001' };
    };
    expect(await tagManagerData('demo', storage, fetchData)).toEqual({
      id: 'demo',
      container_id: 'GTM-DEMO001',
    });
    expect(storage.get('tagManagerData')).toEqual({ id: 'demo', container_id: 'GTM-DEMO001' });
    expect(await tagManagerData('demo', storage, fetchData)).toEqual({
      id: 'demo',
      container_id: 'GTM-DEMO001',
    });
    expect(asked).toBe(1);
  });

  it('stores nothing when the server cannot be asked, so the next start asks again', async () => {
    const storage = createStorage('demo');
    expect(await tagManagerData('demo', storage, () => Promise.reject(new Error('offline')))).toBeNull();
    expect(storage.get('tagManagerData')).toBeNull();
  });

  it('takes no stored data of another shape or site', async () => {
    const storage = createStorage('demo');
    storage.set('tagManagerData', { id: 'kyoto', container_id: 'GTM-KYOTO01' });
    const answer = await tagManagerData('demo', storage, async () => ({ id: 'demo', container_id: null }));
    expect(answer).toEqual({ id: 'demo', container_id: null });
  });
});

describe('tagManagerScriptUrl', () => {
  it('loads gtm.js for the site’s container', () => {
    expect(tagManagerScriptUrl({ id: 'demo', container_id: 'GTM-DEMO001' })).toBe(
      'https://www.googletagmanager.com/gtm.js?id=GTM-DEMO001',
    );
  });

  it('loads nothing for a site without a container, or without data', () => {
    expect(tagManagerScriptUrl({ id: 'ruins', container_id: null })).toBeNull();
    expect(tagManagerScriptUrl(null)).toBeNull();
  });

  it('loads nothing for an id that is not a container id', () => {
    for (const id of [
      'GTM-ABC"></script><script>alert(1)//',
      'GTM-AB12&l=x',
      'https://evil.example/x.js',
      '',
    ]) {
      expect(tagManagerScriptUrl({ id: 'demo', container_id: id })).toBeNull();
    }
  });
});
