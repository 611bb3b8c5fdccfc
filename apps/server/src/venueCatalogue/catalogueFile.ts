import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CatalogueError } from '@venue/ticket-core';
import { type ParseError, parse, printParseErrorCode } from 'jsonc-parser';

/** The folder of the tenant folders, each with its `catalogue.jsonc`. */
export const tenantsDir = fileURLToPath(new URL('../../../../tenants/', import.meta.url));

export function cataloguePath(tenantId: string, dir = tenantsDir): string {
  return join(dir, tenantId, 'catalogue.jsonc');
}

/** A catalogue file read: its data (JSON with comments), or why it could not be read. */
export type CatalogueSource = { ok: true; input: unknown } | { ok: false; errors: CatalogueError[] };

/** Line and column (from 1) of an offset in a text. */
function position(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before[before.length - 1]?.length ?? 0) + 1}`;
}

/** Reads a catalogue file: JSON with comments and trailing commas, every syntax error with its place. */
export function readCatalogueFile(path: string): CatalogueSource {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { ok: false, errors: [{ path, message: missing ? 'no catalogue file here' : String(error) }] };
  }
  const errors: ParseError[] = [];
  const input = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0)
    return {
      ok: false,
      errors: errors.map((error) => ({
        path: `${path} ${position(text, error.offset)}`,
        // 'ValueExpected' → 'value expected'
        message: printParseErrorCode(error.error)
          .replace(/([a-z])([A-Z])/g, '$1 $2')
          .toLowerCase(),
      })),
    };
  return { ok: true, input };
}

/** Every site's catalogue source, by site id. */
export function readCatalogueFiles(
  tenantIds: readonly string[],
  dir = tenantsDir,
): Record<string, CatalogueSource> {
  return Object.fromEntries(tenantIds.map((id) => [id, readCatalogueFile(cataloguePath(id, dir))]));
}
