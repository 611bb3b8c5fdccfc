import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { staleTenants, tenantHashes } from './staleTenants.ts';

let root: string;
const dist = () => join(root, 'apps/storefront/dist');
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** Marks the tenants' apps as built from the current sources; returns the stamp start.ts keeps. */
const buildAll = (ids: string[]) => {
  for (const id of ids) write(`apps/storefront/dist/${id}/index.html`, '<!doctype html>');
  return tenantHashes(root, ids);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stale-tenants-'));
  write('apps/storefront/src/main.tsx', 'render()');
  write('packages/ticket-ui/src/index.ts', 'export {}');
  for (const id of ['demo', 'kyoto']) write(`tenants/${id}/tenant.ts`, `export default '${id}'`);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('rebuilds nothing when nothing changed', () => {
  const built = buildAll(['demo', 'kyoto']);
  expect(staleTenants(tenantHashes(root, ['demo', 'kyoto']), built, dist())).toEqual([]);
});

it('rebuilds only a new tenant, and only an edited one', () => {
  const built = buildAll(['demo', 'kyoto']);
  write('tenants/okinawa/tenant.ts', "export default 'okinawa'");
  expect(staleTenants(tenantHashes(root, ['demo', 'kyoto', 'okinawa']), built, dist())).toEqual(['okinawa']);
  write('tenants/kyoto/theme.css.ts', 'brand');
  expect(staleTenants(tenantHashes(root, ['demo', 'kyoto']), built, dist())).toEqual(['kyoto']);
});

it('rebuilds every app when shared code changes, and an app whose build is missing', () => {
  const built = buildAll(['demo', 'kyoto']);
  write('packages/ticket-ui/src/index.ts', 'export const changed = 1');
  expect(staleTenants(tenantHashes(root, ['demo', 'kyoto']), built, dist())).toEqual(['demo', 'kyoto']);
  write('packages/ticket-ui/src/index.ts', 'export {}');
  rmSync(join(dist(), 'demo'), { recursive: true });
  expect(staleTenants(tenantHashes(root, ['demo', 'kyoto']), built, dist())).toEqual(['demo']);
});

it('ignores tests beside the sources', () => {
  const built = buildAll(['demo']);
  write('apps/storefront/src/main.test.ts', 'it()');
  expect(staleTenants(tenantHashes(root, ['demo']), built, dist())).toEqual([]);
});
