import { join } from 'node:path';
import type { Rolldown } from 'vite';
import { appChunk, appModule, firstScreens, isStyleModule, lazyFrameParts } from './firstScreens.ts';

type ModuleInfoOf = (id: string) => Rolldown.ModuleInfo | null;

/**
 * What a module's code takes from each module it imports or re-exports from, in the order of their
 * first declaration: the names taken there (a re-export's under the name it is known by outside),
 * or undefined when it takes all (`* as`, `export *`).
 */
export function importClauses(code: string): { specifier: string; names?: Map<string, string> }[] {
  const clauses = new Map<string, Map<string, string> | undefined>();
  const declaration =
    /\b(import|export)\s*(?!\()((?:[\w$]+\s*,?\s*)?(?:\*\s*(?:as\s+[\w$]+)?|\{[^}]*\})?)\s*(?:from\s*)?["']([^"']+)["']/g;
  for (const [, keyword, clause = '', specifier = ''] of code.matchAll(declaration)) {
    const all = clause.includes('*');
    const names = new Map<string, string>();
    const [defaultName] = /^[\w$]+/.exec(clause.trim()) ?? [];
    if (keyword === 'import' && defaultName) names.set('default', 'default');
    for (const item of /\{([^}]*)\}/.exec(clause)?.[1]?.split(',') ?? []) {
      const [name, alias] = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/);
      if (name) names.set(name, keyword === 'export' ? (alias ?? name) : name);
    }
    const before = clauses.get(specifier);
    if (clauses.has(specifier) && before === undefined) continue;
    if (all) clauses.set(specifier, undefined);
    else clauses.set(specifier, new Map([...(before ?? []), ...names]));
  }
  return [...clauses].map(([specifier, names]) => ({ specifier, names }));
}

/**
 * The modules the build keeps that `from` needs, directly or through others, but for those in
 * `taken`. A module the build drops (`kept` says which it keeps: a barrel file that only re-exports)
 * leads on only to the modules of the names its importer asks for, so a screen importing one component
 * of a package's index does not count the whole package. A module whose imports cannot be matched to
 * its declarations is taken as needing all of them.
 */
function needed(
  moduleInfo: ModuleInfoOf,
  kept: ReadonlySet<string>,
  from: string,
  taken: ReadonlySet<string>,
): Set<string> {
  const found = new Set<string>();
  const asked = new Map<string, Set<string> | undefined>();
  /** Each imported module with the names the module's code takes from it (undefined: all). */
  const importsOf = (info: Rolldown.ModuleInfo) => {
    const clauses = importClauses(info.code ?? '');
    const matched = clauses.length <= info.importedIds.length;
    return info.importedIds.map((id, index) => {
      const names = matched && index < clauses.length ? clauses[index]?.names : undefined;
      return { id, names };
    });
  };
  const visit = (id: string, names: Set<string> | undefined) => {
    const info = moduleInfo(id);
    if (!info || taken.has(id)) return;
    if (kept.has(id)) {
      if (found.has(id)) return;
      found.add(id);
      for (const imported of importsOf(info)) {
        visit(imported.id, imported.names && new Set(imported.names.keys()));
      }
      return;
    }
    // A dropped module: only the names not asked for before lead on.
    const before = asked.get(id);
    if (asked.has(id) && before === undefined) return;
    const fresh = names && new Set([...names].filter((name) => !before?.has(name)));
    if (fresh && fresh.size === 0) return;
    asked.set(id, fresh && new Set([...(before ?? []), ...fresh]));
    for (const imported of importsOf(info)) {
      const exports = moduleInfo(imported.id)?.exports ?? [];
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
 * what the pages' entry needs (evaluated as the page starts), `app` (`appChunk`) for the app's components
 * (src/app/mount.tsx, imported dynamically so they evaluate in a task of their own) and whatever the
 * first screens of several pages share, and the page's own chunk (`firstScreens[page].chunk`) for
 * what only its first screen needs. The style modules of the lazy parts the HTML shows go with them:
 * the frame's (`lazyFrameParts`) to `app`, a screen's (`lazyParts`) to its chunk; their code stays in
 * chunks of its own.
 */
export function firstScreenModules(
  moduleInfo: ModuleInfoOf,
  kept: ReadonlySet<string>,
  root: string,
): Map<string, string> {
  const chunkOf = new Map<string, string>();
  for (const page of Object.keys(firstScreens)) {
    for (const id of needed(moduleInfo, kept, join(root, page), new Set())) chunkOf.set(id, 'start');
  }
  const start = new Set(chunkOf.keys());
  for (const id of needed(moduleInfo, kept, join(root, appModule), start)) chunkOf.set(id, appChunk);
  const stylesOf = (parts: readonly string[], taken: ReadonlySet<string>) =>
    parts.flatMap((part) => [...needed(moduleInfo, kept, join(root, part), taken)].filter(isStyleModule));
  for (const id of stylesOf(lazyFrameParts, new Set(chunkOf.keys()))) chunkOf.set(id, appChunk);
  const taken = new Set(chunkOf.keys());
  const screens = Object.values(firstScreens).map(({ screen, chunk, lazyParts = [] }) => ({
    chunk,
    modules: new Set([...needed(moduleInfo, kept, join(root, screen), taken), ...stylesOf(lazyParts, taken)]),
  }));
  for (const { chunk, modules } of screens) {
    for (const id of modules) {
      const shared = screens.some((other) => other.chunk !== chunk && other.modules.has(id));
      chunkOf.set(id, shared ? appChunk : chunk);
    }
  }
  return chunkOf;
}

/**
 * Rolldown's chunk groups for the pages' first screens: a first page load asks for a few chunks
 * (`firstScreenModules`) instead of one for each set of screens that shares a module, which made the
 * order route 44 scripts of which half were under 400 bytes gzip. Each group takes only modules that
 * the page evaluates at that point anyway; the pages' entry keeps rolldown's own group of what it
 * imports statically (`$initial`). The other screens' own modules stay in rolldown's automatic chunks
 * (a screen that shares one of the first screen's modules imports that chunk).
 */
export function firstScreenChunkGroups(root: string): Rolldown.CodeSplittingGroup[] {
  const kept = new Set<string>();
  let chunkOf: Map<string, string> | undefined;
  const group = (name: string, priority: number): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id, context) => {
      chunkOf ??= firstScreenModules((moduleId) => context.getModuleInfo(moduleId), kept, root);
      return chunkOf.get(id) === name ? name : null;
    },
    priority,
  });
  const pageChunks = Object.values(firstScreens).map(({ chunk }) => group(chunk, 1));
  return [
    // Rolldown asks each group's `test` about every module it keeps before it names any.
    {
      ...group(appChunk, 2),
      test: (id) => {
        kept.add(id);
        return true;
      },
    },
    { name: 'start', tags: ['$initial'], priority: 3 },
    ...pageChunks,
  ];
}
