import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/** The page of the ticket base (spec section 2: /<site>/tickets/), one of the build's inputs. */
export const ticketsPageInput = 'tickets/index.html';

/**
 * The ticket base's page starts as the app's own `index.html` (the same shell and entry script): the
 * build reads it for `tickets/index.html` instead of a copy kept beside it; the page plugins then give
 * each page its own head and first requests.
 */
export function ticketsPage(root: string): Plugin {
  const page = join(root, ticketsPageInput);
  return {
    name: 'venue-tickets-page',
    enforce: 'pre',
    resolveId: (id) => (id === page ? page : null),
    load: (id) => (id === page ? readFileSync(join(root, 'index.html'), 'utf8') : null),
  };
}
