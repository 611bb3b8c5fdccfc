import { relative } from 'node:path';
import type { FullResult, Reporter } from '@playwright/test/reporter';

/** Says where the HTML report is when shots differ from their baselines. */
export default class ReportLocation implements Reporter {
  constructor(private readonly options: { reportDir: string }) {}

  onEnd(result: FullResult) {
    if (result.status !== 'failed') return;
    const inside = relative(process.cwd(), this.options.reportDir);
    const dir = inside.startsWith('..') ? this.options.reportDir : inside;
    console.log(
      `\nvisual: shots differ from their baselines; baseline, actual and diff side by side in ${dir}/index.html (open it with: pnpm exec playwright show-report ${dir})`,
    );
  }
}
