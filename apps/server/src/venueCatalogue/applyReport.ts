/**
 * What an apply did and what it could not do. Changes are lines a person reads (`pnpm catalogue
 * check` prints them); a refusal is a change the stock does not allow, with what stands in its way.
 * An apply with any refusal changes nothing.
 */
export class ApplyReport {
  readonly changes: string[] = [];
  readonly refusals: string[] = [];

  change(line: string): void {
    this.changes.push(line);
  }

  refuse(line: string): void {
    this.refusals.push(line);
  }
}

/** Thrown to roll an apply back: by a refusal, or by a check that only looks. */
export class CatalogueRollback extends Error {
  constructor(readonly report: ApplyReport) {
    super(report.refusals.length > 0 ? `refused: ${report.refusals.join('; ')}` : 'checked only');
  }
}
