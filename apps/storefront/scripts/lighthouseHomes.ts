/**
 * Lighthouse on the home page of every site, for `pnpm bench:web` (benchWeb.ts): one mobile run each of
 * the performance, best practices and SEO categories, printed with the audits that lost points. The
 * machine has no internet, so a site's tag manager (demo's, kyoto's, ...) cannot load: the console error of
 * its failed load alone is counted out of best practices, as it would not happen where the venue runs. True when
 * every site scores performance >= `performanceBudget`, best practices 100 and SEO 100.
 */
import { tenants } from '@venue/tenants';
import lighthouse from 'lighthouse';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Category = Result['categories'][string];

const tagManagerHost = 'www.googletagmanager.com';

/** The audits of `category` with weight that lost points, by id. */
const lostAudits = (lhr: Result, category: Category) =>
  category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit?.id ?? '');

/**
 * Whether every console error Lighthouse logged is a failed load and every load that failed was the tag
 * manager's (the browser logs such an error without its address).
 */
function onlyTagManagerErrors(lhr: Result): boolean {
  const errors =
    (lhr.audits['errors-in-console']?.details as { items?: { source?: string }[] } | undefined)?.items ?? [];
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { url: string; statusCode: number }[] } | undefined)
      ?.items ?? [];
  const failed = requests.filter((request) => request.statusCode === -1);
  return (
    errors.length > 0 &&
    errors.length <= failed.length &&
    errors.every((error) => error.source === 'network') &&
    failed.every((request) => new URL(request.url).host === tagManagerHost)
  );
}

/** Best practices' score with `errors-in-console` passed when only the tag manager's errors failed it. */
function bestPractices(lhr: Result): { score: number; lost: string[]; tagManagerCountedOut: boolean } {
  const category = lhr.categories['best-practices'];
  if (!category) throw new Error('Lighthouse returned no best practices result');
  const countOut = onlyTagManagerErrors(lhr);
  const scoreOf = (id: string) => (countOut && id === 'errors-in-console' ? 1 : (lhr.audits[id]?.score ?? 0));
  const weighted = category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null);
  const total = weighted.reduce((sum, ref) => sum + ref.weight, 0);
  const score = weighted.reduce((sum, ref) => sum + ref.weight * scoreOf(ref.id), 0) / total;
  return {
    score: Math.round(score * 100),
    lost: lostAudits(lhr, category).filter((id) => !(countOut && id === 'errors-in-console')),
    tagManagerCountedOut: countOut,
  };
}

/** Tries for a home page before a run without a trace counts (a score of 0). */
const attemptsPerPage = 3;

/**
 * One Lighthouse run of a home page; a run that recorded no trace says nothing of the page, so it is taken
 * again, and kept only when it keeps failing.
 */
async function homeRun(url: string, chromePort: number): Promise<Result | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port: chromePort,
      onlyCategories: ['performance', 'best-practices', 'seo'],
      logLevel: 'error',
      output: 'json',
    });
    const lhr = result?.lhr;
    if (!lhr?.runtimeError || attempt === attemptsPerPage) return lhr;
    console.log(`  ${url}: no result (${lhr.runtimeError.code}: ${lhr.runtimeError.message}); taken again`);
  }
}

export async function homeScores(
  origin: string,
  chromePort: number,
  performanceBudget: number,
): Promise<boolean> {
  console.log('\nLighthouse (mobile) of every home page: performance, best practices, SEO');
  let allPass = true;
  for (const id of Object.keys(tenants)) {
    const lhr = await homeRun(`${origin}/${id}/`, chromePort);
    const performance = lhr?.categories.performance;
    const seo = lhr?.categories.seo;
    if (!lhr || !performance || !seo) throw new Error(`Lighthouse returned no result for ${id}`);
    const scores = {
      performance: Math.round((performance.score ?? 0) * 100),
      bestPractices: bestPractices(lhr),
      seo: Math.round((seo.score ?? 0) * 100),
    };
    allPass &&=
      scores.performance >= performanceBudget && scores.bestPractices.score === 100 && scores.seo === 100;
    const lost = [...lostAudits(lhr, performance), ...scores.bestPractices.lost, ...lostAudits(lhr, seo)];
    console.log(
      `  ${id.padEnd(20)} performance ${scores.performance}, best practices ${scores.bestPractices.score}${
        scores.bestPractices.tagManagerCountedOut ? ' (tag manager counted out)' : ''
      }, SEO ${scores.seo}, LCP ${lhr.audits['largest-contentful-paint']?.displayValue}, benchmark index ${Math.round(
        lhr.environment.benchmarkIndex,
      )}${lost.length > 0 ? ` (lost: ${lost.join(', ')})` : ''}`,
    );
  }
  return allPass;
}
