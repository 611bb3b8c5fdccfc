import { moduleImports } from './moduleImports.ts';

/** A module as the first screen's chunks see it: what it takes from each module it imports, its exports. */
export interface ModuleFacts {
  /** Each module it imports statically, with the names it takes from it (undefined: all). */
  imports: { id: string; names?: Map<string, string> }[];
  exports: readonly string[];
}

/** The facts of a module by id, or undefined for one the build has none of. */
export type ModuleGraph = (id: string) => ModuleFacts | undefined;

/** What the bundler knows of a module: its final code, the ids it imports statically, its exports. */
export interface BundlerModule {
  id: string;
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
}

/**
 * A module's facts: the bundler's own list of the modules it imports, each with the names its code takes
 * from it, matched by resolving each declaration's specifier (`resolve`, the bundler's resolution). A
 * module imported otherwise (CommonJS `require`), or whose code does not parse, is taken whole.
 */
export async function moduleFacts(
  module: BundlerModule,
  resolve: (specifier: string, importer: string) => Promise<string | undefined>,
): Promise<ModuleFacts> {
  const declared = module.code === null ? undefined : moduleImports(module.code);
  const resolved = await Promise.all((declared ?? []).map(({ specifier }) => resolve(specifier, module.id)));
  const taken = new Map<string, Map<string, string> | undefined>();
  for (const [index, { names }] of (declared ?? []).entries()) {
    const id = resolved[index];
    if (id === undefined || !module.importedIds.includes(id)) continue;
    const before = taken.get(id);
    if (taken.has(id) && before === undefined) continue;
    taken.set(id, names && new Map([...(before ?? []), ...names]));
  }
  return {
    imports: module.importedIds.map((id) => {
      const names = taken.get(id);
      return names ? { id, names } : { id };
    }),
    exports: module.exports,
  };
}
