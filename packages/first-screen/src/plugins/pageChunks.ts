import type { Rollup } from 'vite';

/**
 * The chunks of the build's output that hold `sources` (paths ending a module id) and every chunk they
 * import statically, but for those already `loaded`, from Rolldown's own chunk data.
 */
export function chunksOf(
  bundle: Rollup.OutputBundle,
  sources: readonly string[],
  loaded: ReadonlySet<string>,
): Rollup.OutputChunk[] {
  const found = new Map<string, Rollup.OutputChunk>();
  const visit = (chunk: Rollup.OutputChunk) => {
    if (found.has(chunk.fileName) || loaded.has(chunk.fileName)) return;
    found.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  const wanted = (id: string) => sources.some((source) => id.endsWith(`/${source}`));
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.moduleIds.some(wanted)) visit(output);
  }
  return [...found.values()];
}

/** The CSS files the chunks import (Vite's `viteMetadata`), in their order, but for those `loaded`. */
export function stylesOf(chunks: readonly Rollup.OutputChunk[], loaded: ReadonlySet<string>): string[] {
  const files = chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]);
  return [...new Set(files)].filter((file) => !loaded.has(file));
}
