/**
 * What an apply did and what it could not do. Changes are lines a person reads (`pnpm catalogue
 * check` prints them); a refusal is a change the stock does not allow, with what stands in its way.
 * An apply with any refusal changes nothing.
 */
export class ApplyReport {
  readonly changes: string[] = [];
  readonly refusals: string[] = [];
  /** What the catalogue would change but the venue console set, and so stays (`keep`). */
  readonly kept: string[] = [];

  change(line: string): void {
    this.changes.push(line);
  }

  /** A change the catalogue asks for that the console's own setting overrides: left as the console set it. */
  keep(line: string): void {
    this.kept.push(line);
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
