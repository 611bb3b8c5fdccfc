import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueJsonSchema } from '@venue/ticket-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { testTenants } from '../../testing/testTenants.ts';
import { runCatalogueCommand } from './catalogueCommand.ts';
import { tenantsDir } from './catalogueFile.ts';

/** A tenants folder with demo's test catalogue, and a SQLite file, for the command to work on. */
function workspace() {
  const dir = mkdtempSync(join(tmpdir(), 'catalogue-command-'));
  mkdirSync(join(dir, 'demo'));
  cpSync(
    join(import.meta.dirname, '../../testing/catalogues/demo.jsonc'),
    join(dir, 'demo', 'catalogue.jsonc'),
  );
  const lines: string[] = [];
  const context = {
    tenants: testTenants,
    database: { url: null, sqlitePath: join(dir, 'venue.sqlite') },
    variety: 'open' as const,
    dir,
    print: (line: string) => lines.push(line),
  };
  const run = async (...args: string[]) => {
    lines.length = 0;
    const code = await runCatalogueCommand(args, context);
    return { code, lines: [...lines] };
  };
  return { dir, run };
}

describe('pnpm catalogue', () => {
  let ws: ReturnType<typeof workspace>;
  beforeAll(() => {
    ws = workspace();
  });

  it('checks a site new to the database, applies it, and then finds nothing to change', async () => {
    const check = await ws.run('check', 'demo');
    expect(check.code).toBe(0);
    expect(check.lines).toEqual([
      'demo: the catalogue is good (2 products, 2 set products, 8 coupons).',
      'The site is not in the database yet: an apply or a start adds it with all of the above.',
    ]);
    const apply = await ws.run('apply', 'demo');
    expect(apply.code).toBe(0);
    expect(apply.lines).toContain("  add product 'admission-ticket'");
    expect(apply.lines.at(-1)).toBe('Applied.');
    const again = await ws.run('apply', 'demo');
    expect(again.lines.slice(1)).toEqual(['The database already holds it.', 'Applied.']);
  });

  it('prints what a changed catalogue would change, changing nothing', async () => {
    const path = join(ws.dir, 'demo', 'catalogue.jsonc');
    const original = readFileSync(path, 'utf8');
    writeFileSync(path, original.replace('"price": 2000', '"price": 2100'));
    const check = await ws.run('check', 'demo');
    expect(check.lines.slice(1)).toEqual([
      "  would change ticket type 'adult' of product 'admission-ticket': add_cost",
    ]);
    expect((await ws.run('check', 'demo')).lines).toEqual(check.lines);
    writeFileSync(path, original);
  });

  it('prints every error of a wrong catalogue with its path, and exits 1', async () => {
    const path = join(ws.dir, 'demo', 'catalogue.jsonc');
    const original = readFileSync(path, 'utf8');
    const wrong = JSON.parse(original);
    wrong.products[0].tickets[0].price = -100;
    wrong.products[0].slots.daily[0].capacity = 'forty';
    wrong.products[1].saleType = 'evening';
    wrong.setProducts[0].maxQuantity = 500;
    wrong.coupons[0].validTo = '2025-12-31';
    writeFileSync(path, JSON.stringify(wrong));
    const check = await ws.run('check', 'demo');
    expect(check.code).toBe(1);
    expect(check.lines).toEqual([
      `${path}: 5 errors`,
      '  products[0].tickets[0].price: must be 0 or more',
      '  products[0].slots.daily[0].capacity: must be a number',
      "  products[1].saleType: must be one of 'period', 'date', 'time'",
      "  setProducts[0].maxQuantity: must not be above the day's stock, capacity 30",
      '  coupons[0].validTo: coverage ends before it starts (2026-01-01)',
    ]);
    expect((await ws.run('apply', 'demo')).code).toBe(1);
    writeFileSync(path, original);
  });

  it('answers a wrong command line with its usage, exit 2', async () => {
    expect((await ws.run('check')).code).toBe(2);
    expect((await ws.run('remove', 'demo')).code).toBe(2);
    expect((await ws.run('check', 'nowhere')).lines[0]).toMatch(/^No site 'nowhere' in tenants\/index.ts/);
  });

  it('writes the JSON Schema that the repository holds', async () => {
    expect((await ws.run('schema')).code).toBe(0);
    const written = readFileSync(join(ws.dir, 'catalogue.schema.json'), 'utf8');
    expect(written).toBe(readFileSync(join(tenantsDir, 'catalogue.schema.json'), 'utf8'));
    expect(JSON.parse(written)).toEqual(catalogueJsonSchema());
  });
});
