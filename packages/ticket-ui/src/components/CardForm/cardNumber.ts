/** Card numbers are often typed in groups ('4242 4242 4242 4242', '4242-4242-…'); the rules see only the rest. */
export function stripCardNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** The number as shown: groups of four separated by one space. */
export function groupCardNumber(number: string): string {
  return number.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Where the caret goes in the grouped text so that `kept` characters of the number sit before it. */
export function groupedCaret(kept: number): number {
  return kept === 0 ? 0 : kept + Math.floor((kept - 1) / 4);
}
