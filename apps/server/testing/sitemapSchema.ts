import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { validateXML } from 'xmllint-wasm';

const require = createRequire(import.meta.url);
/** The sitemaps.org schema (0.9), as the `sitemap` package ships it. */
const sitemapXsd = readFileSync(
  join(dirname(require.resolve('sitemap/package.json')), 'schema/sitemap.xsd'),
  'utf8',
);

/** libxml2's (xmllint, built to WebAssembly) errors validating a sitemap against the sitemaps.org XSD. */
export async function sitemapProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: sitemapXsd }],
  });
  return result.errors.map((error) => error.rawMessage);
}
