import { describe, expect, it } from 'vitest';
import { rootPathOf, siteRootPath } from './define.ts';

describe('where a root starts', () => {
  it('puts the API root at /api/v1, the site root at nothing and the console under its admin path', () => {
    expect(rootPathOf('api')).toBe('/api/v1');
    expect(rootPathOf(undefined)).toBe('/api/v1');
    expect(rootPathOf('site')).toBe('');
    expect(rootPathOf('admin')).toBe('/api/admin/v1');
  });

  it('puts a site’s roots under its id on the origin serving it, its API root by default', () => {
    expect(siteRootPath('demo')).toBe('/demo/api/v1');
    expect(siteRootPath('boc', 'site')).toBe('/boc');
    expect(siteRootPath('kyoto', 'admin')).toBe('/kyoto/api/admin/v1');
  });
});
