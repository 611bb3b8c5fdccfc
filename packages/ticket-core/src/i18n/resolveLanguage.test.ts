import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageCodes } from './languages.ts';
import { languageChangeReloads, languagesOnLoad, resolveLanguage } from './resolveLanguage.ts';

describe('language resolution (spec 4)', () => {
  it('keeps a supported language', () => {
    expect(resolveLanguage('zh-hant', languageCodes, 'en')).toBe('zh-hant');
  });

  it('"an unsupported one falls back to the default"', () => {
    expect(resolveLanguage('fr', languageCodes, 'en')).toBe('en');
    expect(resolveLanguage('th', ['ja', 'en'], 'en')).toBe('en');
    expect(resolveLanguage(null, ['ja', 'en'])).toBe('ja');
    expect(resolveLanguage(undefined, ['en'], 'en')).toBe('en');
  });

  it('"When the language list first loads and no default is stored, the entry flagged is_default is stored and also made current if none is chosen"', () => {
    const entries = [
      { id: 'ja', is_default: false },
      { id: 'en', is_default: true },
    ];
    expect(languagesOnLoad(entries, {})).toEqual({ defaultLanguage: 'en', language: 'en' });
    expect(languagesOnLoad(entries, { language: 'ja' })).toEqual({ defaultLanguage: 'en', language: 'ja' });
    expect(languagesOnLoad(entries, { defaultLanguage: 'kr', language: null })).toEqual({
      defaultLanguage: 'kr',
      language: 'kr',
    });
  });

  it('"Default ja" when no entry is flagged', () => {
    expect(languagesOnLoad([{ id: 'en', is_default: false }], {})).toEqual({
      defaultLanguage: 'ja',
      language: 'ja',
    });
    expect(languagesOnLoad([{ id: 'xx', is_default: true }], {})).toEqual({
      defaultLanguage: 'ja',
      language: 'ja',
    });
  });

  it('"changing it reloads the page when it differs"', () => {
    expect(languageChangeReloads('ja', 'en')).toBe(true);
    expect(languageChangeReloads('en', 'en')).toBe(false);
  });

  it('property: the result is always one of the supported languages or the fallback', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.constantFrom(...languageCodes)),
        fc.subarray([...languageCodes]),
        fc.constantFrom(...languageCodes),
        (requested, supported, fallback) => {
          const language = resolveLanguage(requested, supported, fallback);
          expect(language === fallback || supported.includes(language)).toBe(true);
          if (supported.includes(requested as never)) expect(language).toBe(requested);
        },
      ),
    );
  });
});
