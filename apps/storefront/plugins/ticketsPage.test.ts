// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ticketsPage } from './ticketsPage.ts';

const root = fileURLToPath(new URL('../', import.meta.url));

describe('the ticket base page', () => {
  const plugin = ticketsPage(root);
  const call = (hook: unknown, id: string) => (hook as (id: string) => unknown)(id);

  it("is read from the app's index.html", () => {
    const page = `${root}tickets/index.html`;
    expect(call(plugin.resolveId, page)).toBe(page);
    expect(call(plugin.load, page)).toBe(readFileSync(`${root}index.html`, 'utf8'));
  });

  it('leaves every other module to the build', () => {
    expect(call(plugin.resolveId, `${root}index.html`)).toBeNull();
    expect(call(plugin.load, `${root}src/main.tsx`)).toBeNull();
  });
});
