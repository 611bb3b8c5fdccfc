import { parseSync } from 'oxc-parser';

/**
 * What a module takes from a module it imports or re-exports from (named by `specifier`, as its code
 * writes it): the names taken (each with the name it is known by outside, for a re-export), or undefined
 * when it takes all (`import * as`, `export *`).
 */
export interface ModuleImport {
  specifier: string;
  names?: Map<string, string>;
}

/**
 * The static imports and re-exports (`export … from`) of a module's code, one per module named, in the
 * order of their first declaration, from the module record of oxc's parse of it (a dynamic `import()` is
 * none). Undefined when the code does not parse as a JavaScript module.
 */
export function moduleImports(code: string): ModuleImport[] | undefined {
  const parsed = parseSync('module.js', code, { sourceType: 'module', lang: 'js' });
  if (parsed.errors.length > 0) return undefined;
  const { staticImports, staticExports } = parsed.module;
  const declarations = staticImports.map((declaration) => {
    const all = declaration.entries.some((entry) => String(entry.importName.kind) === 'NamespaceObject');
    const names = declaration.entries.map((entry): [string, string] => {
      const name = String(entry.importName.kind) === 'Default' ? 'default' : (entry.importName.name ?? '');
      return [name, name];
    });
    return {
      at: declaration.start,
      specifier: declaration.moduleRequest.value,
      names: all ? undefined : names,
    };
  });
  // An `export { x }` of an imported binding names the import's module too: only an `export … from`
  // has a module request of its own.
  const imported = new Set(staticImports.map((declaration) => declaration.moduleRequest.start));
  for (const declaration of staticExports) {
    for (const entry of declaration.entries) {
      const request = entry.moduleRequest;
      if (!request || imported.has(request.start)) continue;
      const all = String(entry.importName.kind) !== 'Name';
      const name = entry.importName.name ?? '';
      const names: [string, string][] = [[name, entry.exportName.name ?? name]];
      declarations.push({ at: request.start, specifier: request.value, names: all ? undefined : names });
    }
  }
  const taken = new Map<string, Map<string, string> | undefined>();
  for (const { specifier, names } of declarations.sort((a, b) => a.at - b.at)) {
    const before = taken.get(specifier);
    if (taken.has(specifier) && before === undefined) continue;
    taken.set(specifier, names && new Map([...(before ?? []), ...names]));
  }
  return [...taken].map(([specifier, names]) => ({ specifier, ...(names ? { names } : {}) }));
}
