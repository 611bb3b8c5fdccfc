import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { paymentMethodIds, type TenantConfig, tenantConfigSchema } from '@venue/ticket-core';
import { contrastChecks, type ThemeTokens } from '@venue/ticket-ui/css';
import { parseToRgba } from 'color2k';
import { describe, expect, it } from 'vitest';
import { renderIndex, renderThemes, tenantFolders } from '../scripts/tenantRegistry.ts';
import template from './_template/tenant.ts';
import { defaultTenantId, tenants } from './index.ts';
import { themes } from './themes.ts';

const dir = import.meta.dirname;
const folders = tenantFolders(dir);
const entries = Object.entries(tenants);

/** The 19 tenant ids of spec section 1. */
const specIds = [
  'lab-exhibition',
  'demo',
  'ruins',
  'izura',
  'cancanfactory',
  'mori',
  'softbank',
  'nishinippon-product',
  'nishinippon-date',
  'nagai',
  'azabudai-borderless',
  'okinawa',
  'gaprao',
  'opam',
  'ishikawa',
  'boc',
  'mifuneyama',
  'kyoto',
  'dena',
];

const assetsOf = (config: TenantConfig) =>
  [config.logos.header, config.logos.footer, config.logos.print, config.appDownloadModal?.image].filter(
    (path): path is string => path !== undefined,
  );

async function tokensOf(id: string): Promise<ThemeTokens> {
  const loader = themes[id];
  if (!loader) throw new Error(`no theme registered for ${id}`);
  const module = await loader();
  expect(module.themeClass).toMatch(/\S/);
  return module.tokens;
}

describe('tenant registry', () => {
  it('holds exactly the tenants of spec section 1, with demo as the default', () => {
    expect(Object.keys(tenants).sort()).toEqual([...specIds].sort());
    expect(tenants[defaultTenantId]?.id).toBe('demo');
  });

  it('ids match their folders, and index.ts / themes.ts are what the scaffolder writes', () => {
    expect(folders).toEqual(Object.keys(tenants).sort());
    for (const [key, config] of entries) expect(config.id).toBe(key);
    expect(readFileSync(join(dir, 'index.ts'), 'utf8')).toBe(renderIndex(folders));
    expect(readFileSync(join(dir, 'themes.ts'), 'utf8')).toBe(renderThemes(folders));
  });

  it.each(entries)('%s passes the schema and has its theme and assets', (id, config) => {
    expect(tenantConfigSchema.safeParse(config).error?.issues ?? []).toEqual([]);
    expect(existsSync(join(dir, id, 'theme.css.ts'))).toBe(true);
    for (const asset of assetsOf(config)) {
      expect(readFileSync(join(dir, id, asset), 'utf8'), `${id}/${asset}`).toMatch(/^<svg [^>]*viewBox=/);
    }
  });

  it('the template is a valid tenant with its assets', () => {
    expect(tenantConfigSchema.safeParse(template).success).toBe(true);
    for (const asset of assetsOf(template)) expect(existsSync(join(dir, '_template', asset))).toBe(true);
  });

  it('every payment method id is used by some tenant', () => {
    const used = new Set(entries.flatMap(([, config]) => config.paymentMethods));
    expect(paymentMethodIds.filter((method) => !used.has(method))).toEqual([]);
  });

  it('the per-site variants of spec section 1 are all present', () => {
    const configs = entries.map(([, config]) => config);
    const count = (test: (config: TenantConfig) => boolean) => configs.filter(test).length;
    expect(count((c) => c.colourisedCalendar)).toBeGreaterThan(1);
    expect(count((c) => c.appDownloadModal !== null)).toBeGreaterThan(1);
    expect(configs.filter((c) => c.hideFooter).map((c) => c.membership)).toEqual(['password']);
    expect(count((c) => c.requireProductUuidQuery)).toBe(1);
    expect(count((c) => c.membership === 'token')).toBe(1);
    expect(count((c) => c.membership === 'password')).toBeGreaterThan(1);
    expect(count((c) => c.brandMailMagazine !== null)).toBeGreaterThan(1);
    expect(new Set(configs.map((c) => c.logos.printHeight)).size).toBeGreaterThan(10);
    expect(Math.min(...configs.map((c) => c.logos.printHeight))).toBe(45);
    expect(Math.max(...configs.map((c) => c.logos.printHeight))).toBe(100);
    const product = tenants['nishinippon-product']?.orderSteps ?? [];
    const date = tenants['nishinippon-date']?.orderSteps ?? [];
    expect(product.indexOf('product')).toBeLessThan(product.indexOf('date'));
    expect(date.indexOf('date')).toBeLessThan(date.indexOf('product'));
    expect(
      configs
        .filter((c) => c.residenceList === 'fukuoka')
        .map((c) => c.id)
        .sort(),
    ).toEqual(['nishinippon-date', 'nishinippon-product']);
  });
});

describe('tenant themes', () => {
  it('every tenant has a theme loader and no other loader exists', () => {
    expect(Object.keys(themes).sort()).toEqual(folders);
  });

  it.each(Object.keys(tenants))('%s: every colour is set and text reaches WCAG AA', async (id) => {
    const { color } = await tokensOf(id);
    for (const [name, value] of Object.entries(color)) {
      expect(() => parseToRgba(value), `${id} ${name}`).not.toThrow();
    }
    const failing = contrastChecks(color)
      .filter((check) => !check.passes)
      .map((check) => `${check.name}: ${check.ratio.toFixed(2)}`);
    expect(failing).toEqual([]);
  });

  it('the tenants do not all look alike', async () => {
    const brands = await Promise.all(
      Object.keys(tenants).map(async (id) => (await tokensOf(id)).color.brand),
    );
    expect(new Set(brands).size).toBeGreaterThanOrEqual(17);
  });
});
