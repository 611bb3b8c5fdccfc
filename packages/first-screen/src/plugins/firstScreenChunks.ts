import type { Plugin, Rolldown } from 'vite';
import { firstScreenModules, firstScreenRoots } from '../chunks/firstScreenModules.ts';
import { type ModuleFacts, moduleFacts } from '../chunks/moduleGraph.ts';
import type { FirstScreenLayout } from './firstScreenPages.ts';

/**
 * Rolldown's chunk groups for the pages' first screens: a first page load asks for a few chunks
 * (`firstScreenModules`) instead of one for each set of screens that shares a module, which made the
 * order route 44 scripts of which half were under 400 bytes gzip. Each group takes only modules that
 * the page evaluates at that point anyway; the pages' entry keeps rolldown's own group of what it
 * imports statically (`$initial`). The other screens' own modules stay in rolldown's automatic chunks
 * (a screen that shares one of the first screen's modules imports that chunk).
 *
 * The module facts are the bundler's: as the build's module graph is complete (`buildEnd`), each module
 * the first screens reach gets its imported ids from Rolldown, the names taken from each from oxc's parse
 * of its code, matched by Rolldown's resolution of the declaration's specifier; which modules the build
 * keeps, Rolldown tells each group's `test` before it names any module.
 */
export function firstScreenChunks(root: string, layout: FirstScreenLayout): Plugin {
  const facts = new Map<string, ModuleFacts>();
  const kept = new Set<string>();
  let chunkOf: Map<string, string> | undefined;
  const group = (name: string, priority: number): Rolldown.CodeSplittingGroup => ({
    debugName: name,
    name: (id) => {
      chunkOf ??= firstScreenModules((moduleId) => facts.get(moduleId), kept, root, layout);
      return chunkOf.get(id) === name ? name : null;
    },
    priority,
  });
  const groups: Rolldown.CodeSplittingGroup[] = [
    {
      ...group(layout.appChunk, 2),
      test: (id) => {
        kept.add(id);
        return true;
      },
    },
    { name: 'start', tags: ['$initial'], priority: 3 },
    ...Object.values(layout.pages).map(({ chunk }) => group(chunk, 1)),
  ];
  return {
    name: 'venue-first-screen-chunks',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    config: () => ({ build: { rollupOptions: { output: { codeSplitting: { groups } } } } }),
    buildStart() {
      facts.clear();
      kept.clear();
      chunkOf = undefined;
    },
    async buildEnd(error) {
      if (error) return;
      const resolve = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id;
      // One step of the graph at a time, each module's declarations resolved side by side.
      for (let step = firstScreenRoots(root, layout); step.length > 0; ) {
        const modules = [...new Set(step)].flatMap((id) => {
          const info = facts.has(id) ? null : this.getModuleInfo(id);
          return info ? [info] : [];
        });
        const found = await Promise.all(modules.map((info) => moduleFacts(info, resolve)));
        for (const [index, info] of modules.entries()) facts.set(info.id, found[index] as ModuleFacts);
        step = found.flatMap((module) => module.imports.map((imported) => imported.id));
      }
    },
  };
}
