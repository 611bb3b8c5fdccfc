// @vitest-environment node
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { icuWarmUp } from './icuWarmUp.ts';

describe('icuWarmUp', () => {
  it('is a classic script at the top of the head, so it runs as the page is parsed', () => {
    expect(icuWarmUp.tag).toBe('script');
    expect(icuWarmUp.attrs?.type).toBeUndefined();
    expect(icuWarmUp.injectTo).toBe('head-prepend');
  });

  it("formats a date in the page's language and a price, and declares nothing at the page's top level", () => {
    const page = createContext({ document: { documentElement: { lang: 'ja' } }, Intl });
    const script = new Script(String(icuWarmUp.children));
    script.runInContext(page);
    // A top-level `const` would be the page's: a second script declaring the same name would throw.
    expect(() => script.runInContext(page)).not.toThrow();
    expect(String(icuWarmUp.children)).toContain(
      "new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' })",
    );
  });
});
