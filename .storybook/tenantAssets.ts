import { tenants } from '../tenants/index.ts';

const assetUrls = import.meta.glob<string>('../tenants/*/assets/*.svg', {
  query: '?url',
  import: 'default',
  eager: true,
});

const urlOf = (id: string, path: string) => assetUrls[`../tenants/${id}/${path}`] ?? '';

/** The tenant's logos and title, for stories that show them (Header, Footer). */
export function tenantStoryAssets(id: string) {
  const config = tenants[id];
  if (!config) return {};
  return {
    tenantTitle: config.title.default,
    tenantLogos: {
      header: urlOf(id, config.logos.header),
      footer: urlOf(id, config.logos.footer),
      print: urlOf(id, config.logos.print),
    },
  };
}
