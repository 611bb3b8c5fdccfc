/**
 * Lighthouse's SEO category on the home page of every site, for `pnpm bench:web` (benchWeb.ts): its
 * score per site and the audits that lost points. True when every site scores 100.
 */
import { tenants } from '@venue/tenants';
import lighthouse from 'lighthouse';

export async function seoScores(origin: string, chromePort: number): Promise<boolean> {
  console.log('\nLighthouse SEO of every home page:');
  let allPerfect = true;
  for (const id of Object.keys(tenants)) {
    const result = await lighthouse(`${origin}/${id}/`, {
      port: chromePort,
      onlyCategories: ['seo'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    const category = lhr?.categories.seo;
    if (!lhr || !category) throw new Error(`Lighthouse returned no SEO result for ${id}`);
    const score = Math.round((category.score ?? 0) * 100);
    const lost = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit?.id);
    allPerfect &&= score === 100;
    console.log(`  ${id.padEnd(20)} ${score}${lost.length > 0 ? ` (lost: ${lost.join(', ')})` : ''}`);
  }
  return allPerfect;
}
