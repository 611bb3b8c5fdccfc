/**
 * `pnpm new-tenant <id> [--title-ja <title>] [--title <title>]`: copies tenants/_template into
 * tenants/<id>, fills in the id and titles, and registers the tenant in tenants/index.ts and themes.ts.
 */
import { cpSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { tenantIdPattern } from '../packages/ticket-core/src/tenant/tenantConfig.ts';
import { renderIndex, renderThemes, tenantFolders } from './tenantRegistry.ts';

const tenantsDir = resolve(import.meta.dirname, '..', 'tenants');
const templateDir = join(tenantsDir, '_template');

/** What the template says, replaced in every copied text file. */
const placeholders = { id: 'template-venue', titleJa: 'テンプレート会場', title: 'Template Venue' };

function fail(message: string): never {
  console.error(`new-tenant: ${message}`);
  process.exit(1);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'title-ja': { type: 'string' }, title: { type: 'string' } },
});
const [id] = positionals;
if (!id || positionals.length !== 1)
  fail('usage: pnpm new-tenant <id> [--title-ja <title>] [--title <title>]');
if (!tenantIdPattern.test(id)) fail(`"${id}" is not a tenant id (lowercase letters, digits, single hyphens)`);
const target = join(tenantsDir, id);
if (existsSync(target)) fail(`tenants/${id} already exists; refusing to overwrite it`);

const title =
  values.title ??
  id.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => `${dash ? ' ' : ''}${c.toUpperCase()}`);
const titleJa = values['title-ja'] ?? title;

cpSync(templateDir, target, { recursive: true });
for (const file of filesUnder(target)) {
  const text = readFileSync(file, 'utf8');
  writeFileSync(
    file,
    text
      .replaceAll(placeholders.id, id)
      .replaceAll(placeholders.titleJa, titleJa)
      .replaceAll(placeholders.title, title),
  );
}

const ids = tenantFolders(tenantsDir);
writeFileSync(join(tenantsDir, 'index.ts'), renderIndex(ids));
writeFileSync(join(tenantsDir, 'themes.ts'), renderThemes(ids));
console.log(
  `new-tenant: created tenants/${id} and registered it; now set its brand in tenants/${id}/theme.css.ts`,
);
