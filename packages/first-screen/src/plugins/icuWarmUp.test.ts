// @vitest-environment node
import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { starterScript, workerFile, workerSource } from './icuWarmUp.ts';

describe('the ICU warm-up', () => {
  it('starts its worker from a file of the build, named for its content, relative to each page', () => {
    expect(workerFile).toMatch(/^assets\/icu-warm-up-[0-9a-f]{8}\.js$/);
    expect(starterScript('index.html')).toContain(`new Worker('./${workerFile}')`);
    expect(starterScript('tickets/index.html')).toContain(`new Worker('../${workerFile}')`);
  });

  it("hands the worker the page's language, and declares nothing at the page's top level", () => {
    const posted: unknown[] = [];
    class Worker {
      constructor(readonly url: string) {}
      postMessage(message: unknown) {
        posted.push(message);
      }
    }
    const page = createContext({ document: { documentElement: { lang: 'ko' } }, Worker });
    const script = new Script(starterScript('index.html'));
    script.runInContext(page);
    // A top-level `const` would be the page's: a second script declaring the same name would throw.
    expect(() => script.runInContext(page)).not.toThrow();
    expect(posted).toEqual(['ko', 'ko']);
  });

  it("formats a date in the venue's time zone and a price as formatPrice does, then ends", () => {
    const calls: string[] = [];
    const worker = createContext({
      Intl: {
        DateTimeFormat: class extends Intl.DateTimeFormat {
          constructor(locale: string, options: Intl.DateTimeFormatOptions) {
            super(locale, options);
            calls.push(`date ${locale} ${options.timeZone}`);
          }
        },
        NumberFormat: class extends Intl.NumberFormat {
          constructor(locale: string, options: Intl.NumberFormatOptions) {
            super(locale, options);
            calls.push(`price ${locale} ${options.currency}`);
          }
        },
      },
      close: () => calls.push('close'),
    });
    new Script(workerSource).runInContext(worker);
    (worker.onmessage as (event: { data: string }) => void)({ data: 'ko' });
    expect(calls).toEqual(['date ko Asia/Tokyo', 'price ja-JP JPY', 'close']);
  });
});
