/**
 * `pnpm test:days [days]`: runs the server suite with the server clock (VENUE_CLOCK) moved to each of the
 * next `days` days (30 by default) from today in Tokyo, at an hour that moves round the clock from day to
 * day (23:55 and 00:55 among them), and writes what it found to apps/server/TEST_DAYS.md. The server
 * suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL is set. Exits 1 if any day failed.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const days = Number(process.argv[2] ?? 30);
if (!Number.isInteger(days) || days < 1)
  throw new Error(`days must be a positive whole number, not ${process.argv[2]}`);

const tokyoOffsetMs = 9 * 3_600_000;
// This script is the one place that reads the wall clock: it chooses the days the suite lives on.
const todayInTokyo = new Date(Date.now() + tokyoOffsetMs).toISOString().slice(0, 10);

/** Day `index` from today, at hour (7 × index + 5) mod 24, minute 55, Tokyo time. */
function instantOf(index: number): string {
  const date = new Date(Date.parse(`${todayInTokyo}T00:00:00Z`) + index * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const hour = String((7 * index + 5) % 24).padStart(2, '0');
  return `${date}T${hour}:55:00+09:00`;
}

interface DayResult {
  instant: string;
  passed: number;
  failed: number;
  seconds: number;
  failures: string[];
}

const work = mkdtempSync(join(tmpdir(), 'test-days-'));
const results: DayResult[] = [];
for (let index = 0; index < days; index++) {
  const instant = instantOf(index);
  const report = join(work, `day-${index}.json`);
  const started = performance.now();
  spawnSync(
    'pnpm',
    [
      'exec',
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=dot',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, VENUE_CLOCK: instant } },
  );
  const seconds = Math.round((performance.now() - started) / 1000);
  let result: DayResult;
  try {
    const json = JSON.parse(readFileSync(report, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { assertionResults: { status: string; fullName: string }[] }[];
    };
    const failures = json.testResults.flatMap((file) =>
      file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName),
    );
    result = { instant, passed: json.numPassedTests, failed: json.numFailedTests, seconds, failures };
  } catch {
    result = { instant, passed: 0, failed: 1, seconds, failures: ['the suite did not run to the end'] };
  }
  results.push(result);
  console.log(`${instant}: ${result.passed} passed, ${result.failed} failed (${seconds} s)`);
  for (const failure of result.failures) console.log(`  failed: ${failure}`);
}

const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
const databases = process.env.TEST_DATABASE_URL ? 'SQLite and PostgreSQL' : 'SQLite';
const failedDays = results.filter((result) => result.failed > 0).length;
const lines = [
  `# The server suite on ${days} days`,
  '',
  'Written by `pnpm test:days` (scripts/testDays.ts): the server suite, run once per day with the server',
  'clock (`VENUE_CLOCK`) set to that day, at an hour that moves round the clock from one day to the next.',
  '',
  `Last run: ${todayInTokyo} (Tokyo), commit ${commit}, ${days} days, on ${databases}, ${cpus().length} cores, Node ${process.version}.`,
  `Result: ${failedDays === 0 ? 'every day passed' : `${failedDays} of ${days} days failed`}.`,
  '',
  '| clock (Tokyo) | passed | failed | seconds |',
  '| --- | ---: | ---: | ---: |',
  ...results.map(
    (result) => `| ${result.instant} | ${result.passed} | ${result.failed} | ${result.seconds} |`,
  ),
  ...results
    .filter((result) => result.failures.length > 0)
    .flatMap((result) => ['', `Failed at ${result.instant}:`, ...result.failures.map((name) => `- ${name}`)]),
  '',
];
const daysFile = join(root, 'apps/server/TEST_DAYS.md');
writeFileSync(daysFile, lines.join('\n'));
// Biome aligns the table, so the written file passes `pnpm lint` as it is.
execFileSync('pnpm', ['exec', 'biome', 'format', '--write', daysFile], { cwd: root, stdio: 'ignore' });
console.log(
  `${results.reduce((sum, r) => sum + r.passed, 0)} passed, ${results.reduce((sum, r) => sum + r.failed, 0)} failed`,
);
process.exit(failedDays === 0 ? 0 : 1);
