/**
 * API answers the page came with: the server writes the first screen's answers into the entry page
 * (apps/server/src/seo/firstScreen.ts) as a JSON data block, keyed by query key, so the first render
 * shows what the page's HTML already shows, without asking the server again.
 */
import { pageAnswersId } from '@venue/first-screen/contract';

const answers = new Map<string, unknown>();

/** Takes `record`'s answers as the page's (the server's render of the first screen passes them here). */
export function seedPageAnswers(record: Readonly<Record<string, unknown>>): void {
  for (const [key, answer] of Object.entries(record)) answers.set(key, answer);
}

/** Reads the answers the server wrote into `document`, if any; a block that is no JSON object is ignored. */
export function readPageAnswers(document: Document): void {
  const text = document.getElementById(pageAnswersId)?.textContent;
  if (!text) return;
  let record: unknown;
  try {
    record = JSON.parse(text);
  } catch {
    return;
  }
  if (record !== null && typeof record === 'object' && !Array.isArray(record)) {
    seedPageAnswers(record as Record<string, unknown>);
  }
}

/** The page's answer for the query `key`, or undefined when the page came without one. */
export function pageAnswer<T>(key: string): T | undefined {
  return answers.get(key) as T | undefined;
}
