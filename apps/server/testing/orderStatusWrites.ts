import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** A place in the source that writes `orders.status`: the file, its line and what it says. */
export interface StatusWrite {
  file: string;
  line: number;
  text: string;
}

/** The property names an object literal sets; null when a spread or computed name hides some. */
function setNames(node: ts.Expression): string[] | null {
  if (!ts.isObjectLiteralExpression(node)) return null;
  const names: string[] = [];
  for (const property of node.properties) {
    if (ts.isSpreadAssignment(property) || !property.name || !ts.isIdentifier(property.name)) {
      if (property.name && ts.isStringLiteral(property.name)) names.push(property.name.text);
      else return null;
    } else names.push(property.name.text);
  }
  return names;
}

/** Whether `call` is `….updateTable('orders')` (or `'orders as o'`). */
function updatesOrders(call: ts.CallExpression): boolean {
  const callee = call.expression;
  const [table] = call.arguments;
  return (
    ts.isPropertyAccessExpression(callee) &&
    callee.name.text === 'updateTable' &&
    table !== undefined &&
    ts.isStringLiteralLike(table) &&
    /^orders(\s+as\s+\w+)?$/.test(table.text)
  );
}

/** The `.set(…)` arguments chained after `call`. */
function chainedSets(call: ts.CallExpression): ts.Expression[] {
  const sets: ts.Expression[] = [];
  let node: ts.Node = call;
  while (ts.isPropertyAccessExpression(node.parent) && ts.isCallExpression(node.parent.parent)) {
    const next = node.parent.parent;
    if (node.parent.name.text === 'set' && next.arguments[0]) sets.push(next.arguments[0]);
    node = next;
  }
  return sets;
}

/**
 * Every write of `orders.status` in one file's source: a Kysely `updateTable('orders')` whose `set`
 * names `status` (or sets what cannot be read off the code, a spread or a variable), and raw SQL that
 * updates `orders`.
 */
export function statusWritesIn(file: string, source: string): StatusWrite[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const writes: StatusWrite[] = [];
  const found = (node: ts.Node) =>
    writes.push({
      file,
      line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      text: node.getText().split('\n')[0] ?? '',
    });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && updatesOrders(node)) {
      for (const set of chainedSets(node)) {
        const names = setNames(set);
        if (names === null || names.includes('status')) found(set);
      }
    }
    if (
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateExpression(node) ||
      ts.isStringLiteral(node)
    ) {
      if (/\bupdate\s+orders\b/i.test(node.getText())) found(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return writes;
}

/** The shipped TypeScript files below `root` (tests left out), as paths relative to it. */
function shippedSources(root: string, dir = root): string[] {
  return readdirSync(join(dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return shippedSources(root, path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

/** Every write of `orders.status` in the shipped sources below `root`. */
export function statusWritesBelow(root: string): StatusWrite[] {
  return shippedSources(root).flatMap((file) => statusWritesIn(file, readFileSync(join(root, file), 'utf8')));
}
