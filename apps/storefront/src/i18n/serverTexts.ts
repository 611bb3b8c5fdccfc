import type { PageRequest } from '@venue/first-screen/contract';
import type { LanguageCode } from '@venue/ticket-core';

/** The server's texts of one language, as GET /texts answers them (spec section 2). */
export type ServerTexts = ReadonlyArray<{ key: string; text: string }>;

/**
 * The server's texts as a request of the first screen: the server answers it into the entry page with
 * the screen's other answers (src/prerender.tsx), so the app starts with them, as the server's render
 * did, instead of asking for them and rendering every text again when they arrive.
 */
export const serverTextsQuery = (lang: LanguageCode) => ({
  key: `texts:${lang}`,
  request: { endpoint: 'getTexts', query: { lang } } satisfies PageRequest,
});
