import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Tenant folders under `tenantsDir`: every directory with a tenant.ts, except `_template`. */
export function tenantFolders(tenantsDir: string): string[] {
  return readdirSync(tenantsDir)
    .filter((name) => !name.startsWith('_') && name !== 'node_modules')
    .filter((name) => statSync(join(tenantsDir, name)).isDirectory())
    .sort();
}

/** `lab-exhibition` -> `labExhibition`: the identifier a tenant is imported as. */
export function identifierOf(id: string): string {
  return id.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}

/** An object key as the formatter writes it: quoted only when it is not an identifier. */
const keyOf = (id: string) => (/^[a-z][a-z0-9]*$/.test(id) ? id : `'${id}'`);

/** tenants/index.ts: the registry of configs (no themes, so the server can import it). */
export function renderIndex(ids: readonly string[]): string {
  const imports = ids.map((id) => `import ${identifierOf(id)} from './${id}/tenant.ts';`);
  const entries = ids.map((id) => `  ${keyOf(id)}: ${identifierOf(id)},`);
  return [
    `import type { TenantConfig } from '@venue/ticket-core';`,
    ...imports,
    '',
    '/** Every tenant config, by id. Configs only: themes load from themes.ts. Kept by `pnpm new-tenant`. */',
    'export const tenants: Record<string, TenantConfig> = {',
    ...entries,
    '};',
    '',
    '/** Spec section 1: "The default tenant is demo." */',
    `export const defaultTenantId = 'demo';`,
    '',
  ].join('\n');
}

/** tenants/themes.ts: each tenant's theme module, loaded on demand. */
export function renderThemes(ids: readonly string[]): string {
  return [
    `import type { ThemeTokens } from '@venue/ticket-ui/css';`,
    '',
    '/** Each tenant theme, loaded on demand (Storybook: theme switcher, playground). Kept by `pnpm new-tenant`. */',
    'export const themes: Record<string, () => Promise<{ themeClass: string; tokens: ThemeTokens }>> = {',
    ...ids.map((id) => `  ${keyOf(id)}: () => import('./${id}/theme.css.ts'),`),
    '};',
    '',
  ].join('\n');
}
