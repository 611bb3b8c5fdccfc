import { join } from 'node:path';
import { type FirstScreenLayout, isStyleModule } from '../plugins/firstScreenPages.ts';
import type { ModuleGraph } from './moduleGraph.ts';

/**
 * The modules the build keeps that `from` needs, directly or through others, but for those in
 * `taken`. A module the build drops (`kept` says which it keeps: a barrel file that only re-exports)
 * leads on only to the modules of the names its importer asks for, so a screen importing one component
 * of a package's index does not count the whole package.
 */
function needed(
  graph: ModuleGraph,
  kept: ReadonlySet<string>,
  from: string,
  taken: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const asked = new Map<string, Set<string> | undefined>();
  const visit = (id: string, names: Set<string> | undefined) => {
    const facts = graph(id);
    if (!facts || taken.has(id)) return;
    if (kept.has(id)) {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of facts.imports)
        visit(imported.id, imported.names && new Set(imported.names.keys()));
      return;
    }
    // A dropped module: only the names not asked for before lead on.
    const before = asked.get(id);
    if (asked.has(id) && before === undefined) return;
    const fresh = names && new Set([...names].filter((name) => !before?.has(name)));
    if (fresh && fresh.size === 0) return;
    asked.set(id, fresh && new Set([...(before ?? []), ...fresh]));
    for (const imported of facts.imports) {
      const exports = graph(imported.id)?.exports ?? [];
      if (!fresh) visit(imported.id, undefined);
      else if (!imported.names) {
        const wanted = new Set(exports.filter((name) => fresh.has(name)));
        if (wanted.size > 0) visit(imported.id, wanted);
      } else {
        const wanted = new Set(
          [...imported.names].filter(([, outside]) => fresh.has(outside)).map(([name]) => name),
        );
        if (wanted.size > 0) visit(imported.id, wanted);
      }
    }
  };
  visit(from, undefined);
  return found;
}

/**
 * The chunk of each module a first screen loads, `kept` being the modules the build keeps: `start` for
 * what the pages' entry needs (evaluated as the page starts), the app's chunk (`layout.appChunk`) for the
 * app's components (`layout.appModule`, imported dynamically so they evaluate in a task of their own) and
 * whatever the first screens of several pages share, and the page's own chunk for what only its first
 * screen needs. The style modules of the lazy parts the HTML shows go with them: the frame's to the
 * app's chunk, a screen's (`lazyParts`) to its chunk; their code stays in chunks of its own.
 */
export function firstScreenModules(
  graph: ModuleGraph,
  kept: ReadonlySet<string>,
  root: string,
  layout: FirstScreenLayout,
): Map<string, string> {
  const { pages, appModule, appChunk, lazyFrameParts } = layout;
  const chunkOf = new Map<string, string>();
  for (const page of Object.keys(pages)) {
    for (const id of needed(graph, kept, join(root, page), new Set())) chunkOf.set(id, 'start');
  }
  const start = new Set(chunkOf.keys());
  for (const id of needed(graph, kept, join(root, appModule), start)) chunkOf.set(id, appChunk);
  const stylesOf = (parts: readonly string[], taken: ReadonlySet<string>) =>
    parts.flatMap((part) => [...needed(graph, kept, join(root, part), taken)].filter(isStyleModule));
  for (const id of stylesOf(lazyFrameParts, new Set(chunkOf.keys()))) chunkOf.set(id, appChunk);
  const taken = new Set(chunkOf.keys());
  const screens = Object.values(pages).map(({ screen, chunk, lazyParts = [] }) => ({
    chunk,
    modules: new Set([...needed(graph, kept, join(root, screen), taken), ...stylesOf(lazyParts, taken)]),
  }));
  for (const { chunk, modules } of screens) {
    for (const id of modules) {
      const shared = screens.some((other) => other.chunk !== chunk && other.modules.has(id));
      chunkOf.set(id, shared ? appChunk : chunk);
    }
  }
  return chunkOf;
}

/** The modules the first screens start from, whose static imports lead to every module they need. */
export function firstScreenRoots(root: string, layout: FirstScreenLayout): string[] {
  const { pages, appModule, lazyFrameParts } = layout;
  const screens = Object.values(pages).flatMap(({ screen, lazyParts = [] }) => [screen, ...lazyParts]);
  return [...Object.keys(pages), appModule, ...lazyFrameParts, ...screens].map((path) => join(root, path));
}
