/** A cell of a CSV file: text, a number, or nothing. */
export type CsvCell = string | number | null;

/** Cells a spreadsheet program would read as a formula when they start with one of these. */
const formulaStarts = new Set(['=', '+', '-', '@', '\t', '\r']);

/**
 * A cell as written: text that a spreadsheet would take for a formula gets a leading `'` (so
 * `=HYPERLINK(…)` from a buyer's name stays text), then every cell is quoted, its quotes doubled.
 */
function csvCell(cell: CsvCell): string {
  if (cell === null) return '""';
  const text =
    typeof cell === 'number' ? String(cell) : formulaStarts.has(cell.charAt(0)) ? `'${cell}` : cell;
  return `"${text.replaceAll('"', '""')}"`;
}

/**
 * A CSV file (RFC 4180): UTF-8 with a byte order mark, so spreadsheet programs read Japanese right,
 * CRLF between lines, every field quoted, and text cells guarded against formulas (`csvCell`).
 * Numbers are written as numbers: a negative amount stays a number.
 */
export function csvFile(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
