import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type TenantConfig, tenantConfigSchema } from '@venue/ticket-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIndex, renderThemes, tenantFolders } from '../scripts/tenantRegistry.ts';

const repo = resolve(import.meta.dirname, '..');
const tsx = join(repo, 'node_modules/tsx/dist/cli.mjs');
const tsc = join(repo, 'node_modules/typescript/bin/tsc');

/** Runs `pnpm new-tenant` (its script) in a temporary copy of the parts of the repo it touches. */
describe('pnpm new-tenant', () => {
  let copy: string;
  const tenantsDir = () => join(copy, 'tenants');
  const run = (...args: string[]) =>
    spawnSync(process.execPath, [tsx, 'scripts/new-tenant.ts', ...args], { cwd: copy, encoding: 'utf8' });

  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'new-tenant-'));
    cpSync(join(repo, 'tenants'), tenantsDir(), {
      recursive: true,
      filter: (source) => !source.includes('node_modules'),
    });
    cpSync(join(repo, 'scripts/new-tenant.ts'), join(copy, 'scripts/new-tenant.ts'));
    cpSync(join(repo, 'scripts/tenantRegistry.ts'), join(copy, 'scripts/tenantRegistry.ts'));
    cpSync(join(repo, 'tsconfig.base.json'), join(copy, 'tsconfig.base.json'));
    symlinkSync(join(repo, 'tenants/node_modules'), join(tenantsDir(), 'node_modules'));
    symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
    symlinkSync(join(repo, 'packages'), join(copy, 'packages'));
  });

  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it('copies the template, fills in id and titles, and registers the tenant', async () => {
    const result = run('harbour-view', '--title-ja', '港の見える美術館', '--title', 'Harbour View Museum');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);

    const folder = join(tenantsDir(), 'harbour-view');
    for (const file of ['tenant.ts', 'theme.css.ts', 'assets/logo-header.svg', 'assets/logo-print.svg']) {
      expect(existsSync(join(folder, file)), file).toBe(true);
    }
    const ids = tenantFolders(tenantsDir());
    expect(ids).toContain('harbour-view');
    expect(readFileSync(join(tenantsDir(), 'index.ts'), 'utf8')).toBe(renderIndex(ids));
    expect(readFileSync(join(tenantsDir(), 'themes.ts'), 'utf8')).toBe(renderThemes(ids));
    expect(readFileSync(join(tenantsDir(), 'index.ts'), 'utf8')).toContain("'harbour-view': harbourView,");

    const config = ((await import(join(folder, 'tenant.ts'))) as { default: TenantConfig }).default;
    expect(tenantConfigSchema.parse(config)).toMatchObject({
      id: 'harbour-view',
      title: { ja: '港の見える美術館', default: 'Harbour View Museum' },
    });
    // The copy states only what differs from the defaults; the logos it leaves out are files it has.
    expect(readFileSync(join(folder, 'tenant.ts'), 'utf8')).not.toMatch(
      /logo-header|hideFooter|membershipKey/,
    );
    for (const logo of [config.logos.header, config.logos.footer, config.logos.print]) {
      expect(existsSync(join(folder, logo)), logo).toBe(true);
    }
  });

  it('the new tenant type-checks', () => {
    const project = join(tenantsDir(), 'tsconfig.harbour-view.json');
    writeFileSync(project, JSON.stringify({ extends: './tsconfig.json', include: ['harbour-view/*.ts'] }));
    const result = spawnSync(process.execPath, [tsc, '-p', project], { encoding: 'utf8' });
    expect(result.stdout).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  it('refuses to overwrite an existing tenant', () => {
    const before = readFileSync(join(tenantsDir(), 'demo/tenant.ts'), 'utf8');
    const result = run('demo');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('tenants/demo already exists');
    expect(readFileSync(join(tenantsDir(), 'demo/tenant.ts'), 'utf8')).toBe(before);
  });

  it.each(['Bad_Id', 'trailing-', '9lives', 'double--hyphen'])('rejects the id %s', (id) => {
    const result = run(id);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('is not a tenant id');
    expect(existsSync(join(tenantsDir(), id))).toBe(false);
  });
});
