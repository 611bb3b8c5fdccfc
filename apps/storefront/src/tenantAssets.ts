/** The tenant's own assets (logos, images), bundled from tenants/<id>/assets by the build. */
const urls = import.meta.glob<string>('virtual:tenant-assets/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** The URL of an asset named in the tenant config (`assets/logo-header.svg`); '' when absent. */
export function assetUrl(path: string): string {
  const name = path.split('/').at(-1) ?? '';
  const match = Object.keys(urls).find((key) => key.split('/').at(-1) === name);
  return match ? (urls[match] ?? '') : '';
}
