/**
 * The text of a per-language JSON column in `lang`, falling back to English, then Japanese. A column
 * written before it held languages (plain text, not a JSON object) is that text in every language.
 */
export function localized(json: string | null, lang: string): string {
  if (json === null) return '';
  if (!json.startsWith('{')) return json;
  const texts = JSON.parse(json) as Record<string, string>;
  return texts[lang] ?? texts.en ?? texts.ja ?? '';
}

/** ISO date-time in the venues' offset, from a stock date and an HH:MM time. */
export function venueDateTime(date: string, time: string): string {
  return `${date}T${time}:00+09:00`;
}
