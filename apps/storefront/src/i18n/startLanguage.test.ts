import type { LanguageCode, LanguageEntry } from '@venue/ticket-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/storage.ts';
import { startLanguage } from './startLanguage.ts';

const supported: LanguageCode[] = ['ja', 'en', 'kr'];
const list = (flagged: string): LanguageEntry[] =>
  ['ja', 'en', 'kr'].map((id) => ({ id, is_default: id === flagged }));

/** A language list that arrives only when the test says so, to see who waits for it. */
function pendingList() {
  let arrive: (entries: LanguageEntry[]) => void = () => undefined;
  let fail: () => void = () => undefined;
  const languages = new Promise<LanguageEntry[]>((resolve, reject) => {
    arrive = resolve;
    fail = () => reject(new Error('offline'));
  });
  return { languages, arrive, fail };
}

describe('startLanguage (spec sections 2 and 4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('a first visit takes the server’s is_default entry, stores it as the default and makes it current', async () => {
    const storage = createStorage('demo');
    const language = await startLanguage({
      requested: null,
      supported,
      storage,
      languages: Promise.resolve(list('en')),
      fallback: 'ja',
    });
    expect(language).toBe('en');
    expect(storage.get('defaultLanguageCode')).toBe('en');
    expect(storage.get('languageCode')).toBe('en');
  });

  it('?lang= wins without waiting for the list; the default is stored when the list arrives', async () => {
    const storage = createStorage('demo');
    const { languages, arrive } = pendingList();
    const language = await startLanguage({ requested: 'kr', supported, storage, languages, fallback: 'ja' });
    expect(language).toBe('kr');
    expect(storage.get('languageCode')).toBe('kr');
    expect(storage.get('defaultLanguageCode')).toBeNull();
    arrive(list('en'));
    await languages;
    await Promise.resolve();
    expect(storage.get('defaultLanguageCode')).toBe('en');
    expect(storage.get('languageCode')).toBe('kr');
  });

  it('an unsupported ?lang= falls back to the server’s default, not the bundled one', async () => {
    const storage = createStorage('demo');
    const language = await startLanguage({
      requested: 'fr',
      supported,
      storage,
      languages: Promise.resolve(list('kr')),
      fallback: 'ja',
    });
    expect(language).toBe('kr');
  });

  it('a stored default is kept: the list does not replace it, and nothing waits for the list', async () => {
    const storage = createStorage('demo');
    storage.set('defaultLanguageCode', 'en');
    const { languages, arrive } = pendingList();
    expect(await startLanguage({ requested: null, supported, storage, languages, fallback: 'ja' })).toBe(
      'en',
    );
    arrive(list('kr'));
    await languages;
    await Promise.resolve();
    expect(storage.get('defaultLanguageCode')).toBe('en');
  });

  it('the stored choice outlives the default', async () => {
    const storage = createStorage('demo');
    storage.set('languageCode', 'kr');
    storage.set('defaultLanguageCode', 'en');
    expect(
      await startLanguage({
        requested: null,
        supported,
        storage,
        languages: Promise.resolve(list('en')),
        fallback: 'ja',
      }),
    ).toBe('kr');
  });

  it('without the list the bundled default is used and nothing is stored as the default', async () => {
    const storage = createStorage('demo');
    const { languages, fail } = pendingList();
    const started = startLanguage({ requested: null, supported, storage, languages, fallback: 'ja' });
    fail();
    expect(await started).toBe('ja');
    expect(storage.get('defaultLanguageCode')).toBeNull();
  });

  it('a flagged language the site does not offer is no default; "Default ja" stands in', async () => {
    const storage = createStorage('demo');
    const entries: LanguageEntry[] = [
      { id: 'ja', is_default: false },
      { id: 'th', is_default: true },
    ];
    const language = await startLanguage({
      requested: null,
      supported,
      storage,
      languages: Promise.resolve(entries),
      fallback: 'en',
    });
    expect(language).toBe('ja');
    expect(storage.get('defaultLanguageCode')).toBe('ja');
  });
});
