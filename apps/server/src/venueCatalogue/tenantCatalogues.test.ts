import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tenants } from '@venue/tenants';
import { catalogueJsonSchema, checkCatalogue, formatCatalogueError } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { cataloguePath, readCatalogueFile, tenantsDir } from './catalogueFile.ts';

describe("the sites' catalogues", () => {
  it.each(Object.keys(tenants))('%s: its catalogue.jsonc passes the check against its tenant.ts', (id) => {
    const source = readCatalogueFile(cataloguePath(id));
    const check = source.ok ? checkCatalogue(source.input, tenants[id]) : source;
    expect(check.ok ? [] : check.errors.map(formatCatalogueError)).toEqual([]);
  });

  it('tenants/catalogue.schema.json is the schema of ticket-core (`pnpm catalogue schema` writes it)', () => {
    const written = JSON.parse(readFileSync(join(tenantsDir, 'catalogue.schema.json'), 'utf8'));
    expect(written).toEqual(catalogueJsonSchema());
  });

  it('reads comments and trailing commas, and places a syntax error by line and column', () => {
    const path = join(tenantsDir, '_template', 'catalogue.jsonc');
    expect(readCatalogueFile(path).ok).toBe(true);
    const brokenPath = join(mkdtempSync(join(tmpdir(), 'catalogue-')), 'catalogue.jsonc');
    writeFileSync(brokenPath, '{\n  // a product left out\n  "products": [,]\n}\n');
    expect(readCatalogueFile(brokenPath)).toEqual({
      ok: false,
      errors: [{ path: `${brokenPath} line 3, column 16`, message: 'value expected' }],
    });
  });
});
