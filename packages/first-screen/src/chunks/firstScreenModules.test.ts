// @vitest-environment node
import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FirstScreenLayout } from '../plugins/firstScreenPages.ts';
import { firstScreenModules } from './firstScreenModules.ts';
import { moduleFacts } from './moduleGraph.ts';
import { moduleImports } from './moduleImports.ts';

const root = '/app/';

/** A module graph as rolldown describes it: each module's code, what it imports and exports. */
const graph: Record<string, { code: string; imports?: string[]; exports?: string[] }> = {
  'index.html': { code: 'import "./src/main.tsx";', imports: ['src/main.tsx'] },
  'tickets/index.html': { code: 'import "../src/main.tsx";', imports: ['src/main.tsx'] },
  'src/main.tsx': {
    code: 'import { tenant } from "./tenant.ts"; const mount = import("./app/mount.tsx");',
    imports: ['src/tenant.ts'],
  },
  'src/tenant.ts': { code: 'export const tenant = {};', exports: ['tenant'] },
  'src/app/mount.tsx': {
    code: 'import { createRoot } from "react-dom/client"; import { Button } from "@ui";',
    imports: ['node_modules/react-dom/client.js', 'ui/index.ts'],
  },
  'node_modules/react-dom/client.js': { code: 'import { tenant } from "../../src/tenant.ts";' },
  // A package's index that only re-exports: the build drops it.
  'ui/index.ts': {
    code: 'export { Button } from "./Button.tsx"; export { Choice as Select } from "./Select.tsx"; export * from "./Card.tsx"; export * from "./Dialog.tsx";',
    imports: ['ui/Button.tsx', 'ui/Select.tsx', 'ui/Card.tsx', 'ui/Dialog.tsx'],
    exports: ['Button', 'Select', 'Card', 'Dialog'],
  },
  'ui/Button.tsx': { code: 'export function Button() {}', exports: ['Button'] },
  'ui/Select.tsx': { code: 'export function Choice() {}', exports: ['Choice'] },
  'ui/Card.tsx': { code: 'export function Card() {}', exports: ['Card'] },
  // Kept for another screen, which no first screen shows.
  'ui/Dialog.tsx': { code: 'export function Dialog() {}', exports: ['Dialog'] },
  'src/format.ts': { code: 'export const formatDate = () => "";', exports: ['formatDate'] },
  'src/screens/Entry/EntryScreen.tsx': {
    code: 'import { Card } from "@ui"; import { formatDate } from "../../format.ts"; import { OrderScreen } from "../Order/OrderScreen.tsx";',
    imports: ['ui/index.ts', 'src/format.ts', 'src/screens/Order/OrderScreen.tsx'],
  },
  'src/screens/Order/OrderScreen.tsx': { code: 'export function OrderScreen() {}', exports: ['OrderScreen'] },
  // Lazily loaded parts the pages' HTML shows (firstScreens.ts): the frame's, and the order screen's.
  'src/app/LanguageMenu.tsx': {
    code: 'export { Switcher } from "../../ui/Switcher.tsx";',
    imports: ['ui/Switcher.tsx'],
  },
  'ui/Switcher.tsx': {
    code: 'import * as styles from "./Switcher.css.ts"; import { Popup } from "./Popup.tsx";',
    imports: ['ui/Switcher.css.ts', 'ui/Popup.tsx'],
    exports: ['Switcher'],
  },
  'ui/Switcher.css.ts': {
    code: 'import "./Switcher.css.ts.vanilla.css"; export const trigger = "t";',
    imports: ['ui/Switcher.css.ts.vanilla.css'],
    exports: ['trigger'],
  },
  'ui/Switcher.css.ts.vanilla.css': { code: '' },
  'ui/Popup.tsx': { code: 'export function Popup() {}', exports: ['Popup'] },
  'src/screens/Order/ProductLinks.tsx': {
    code: 'import * as styles from "./productLinks.css.ts";',
    imports: ['src/screens/Order/productLinks.css.ts'],
  },
  'src/screens/Order/productLinks.css.ts': { code: 'export const list = "l";', exports: ['list'] },
  'src/screens/Tickets/TicketsScreen.tsx': {
    code: 'import { formatDate } from "../../format.ts"; import { Select } from "@ui";',
    imports: ['src/format.ts', 'ui/index.ts'],
  },
};

const aliases: Record<string, string> = {
  'react-dom/client': 'node_modules/react-dom/client.js',
  '@ui': 'ui/index.ts',
};

/** The graph's resolution: relative specifiers from the importer's folder, packages by their alias. */
async function resolve(specifier: string, importer: string): Promise<string | undefined> {
  const path = specifier.startsWith('.')
    ? posix.join(posix.dirname(importer.slice(root.length)), specifier)
    : aliases[specifier];
  return path && path in graph ? `${root}${path}` : undefined;
}

/** The bundler's view of each module: its code, the ids it imports (as the graph lists them), its exports. */
const facts = new Map(
  await Promise.all(
    Object.entries(graph).map(async ([path, module]) => {
      const id = `${root}${path}`;
      const importedIds = (module.imports ?? []).map((imported) => `${root}${imported}`);
      const exports = module.exports ?? [];
      return [id, await moduleFacts({ id, code: module.code, importedIds, exports }, resolve)] as const;
    }),
  ),
);
const moduleGraph = (id: string) => facts.get(id);
const kept = new Set(
  Object.keys(graph)
    .filter((id) => id !== 'ui/index.ts')
    .map((id) => `${root}${id}`),
);
const layout: FirstScreenLayout = {
  pages: {
    'index.html': {
      screen: 'src/screens/Entry/EntryScreen.tsx',
      texts: ['entry'],
      chunk: 'order',
      lazyParts: ['src/screens/Order/ProductLinks.tsx'],
    },
    'tickets/index.html': {
      screen: 'src/screens/Tickets/TicketsScreen.tsx',
      texts: ['entry', 'pages'],
      chunk: 'tickets',
    },
  },
  appModule: 'src/app/mount.tsx',
  appChunk: 'app',
  lazyFrameParts: ['src/app/LanguageMenu.tsx'],
};

describe('moduleImports', () => {
  it('reads what a module takes from each module it names, in order, without its dynamic imports', () => {
    const code =
      'import a, { b as c } from "x"; import * as ns from "y"; export { d as e } from \'z\';' +
      'import "./side.css"; const lazy = import("./lazy.ts"); import { f } from "x"; export { a };' +
      'const text = "import { g } from \'h\'";';
    expect(moduleImports(code)).toEqual([
      {
        specifier: 'x',
        names: new Map([
          ['default', 'default'],
          ['b', 'b'],
          ['f', 'f'],
        ]),
      },
      { specifier: 'y' },
      { specifier: 'z', names: new Map([['d', 'e']]) },
      { specifier: './side.css', names: new Map() },
    ]);
  });

  it('reads nothing from code that is no JavaScript module', () => {
    expect(moduleImports('.a { color: red }')).toBeUndefined();
  });
});

describe('moduleFacts', () => {
  it("takes a module whole when its code names it in no declaration (CommonJS's require)", async () => {
    const module = { id: '/app/a.js', code: 'require("./b.js")', importedIds: ['/app/b.js'], exports: [] };
    expect((await moduleFacts(module, async () => '/app/b.js')).imports).toEqual([{ id: '/app/b.js' }]);
  });
});

describe('firstScreenModules', () => {
  const chunks = firstScreenModules(moduleGraph, kept, root, layout);
  const chunkOf = (id: string) => chunks.get(`${root}${id}`);

  it("leaves the entry's own modules to the entry's chunk", () => {
    expect(chunkOf('src/main.tsx')).toBe('start');
    expect(chunkOf('src/tenant.ts')).toBe('start');
  });

  it("puts the app's components, and what the pages' first screens share, in the app's chunk", () => {
    expect(chunkOf('src/app/mount.tsx')).toBe('app');
    expect(chunkOf('node_modules/react-dom/client.js')).toBe('app');
    expect(chunkOf('ui/Button.tsx')).toBe('app');
    expect(chunkOf('src/format.ts')).toBe('app');
  });

  it("puts what only one page's first screen needs in that page's chunk", () => {
    expect(chunkOf('src/screens/Entry/EntryScreen.tsx')).toBe('order');
    expect(chunkOf('src/screens/Order/OrderScreen.tsx')).toBe('order');
    expect(chunkOf('ui/Card.tsx')).toBe('order');
    expect(chunkOf('src/screens/Tickets/TicketsScreen.tsx')).toBe('tickets');
    expect(chunkOf('ui/Select.tsx')).toBe('tickets');
  });

  it('puts the styles of the lazy parts the HTML shows with the screen showing them, not their code', () => {
    expect(chunkOf('ui/Switcher.css.ts')).toBe('app');
    expect(chunkOf('ui/Switcher.css.ts.vanilla.css')).toBe('app');
    expect(chunkOf('src/screens/Order/productLinks.css.ts')).toBe('order');
    for (const code of ['src/app/LanguageMenu.tsx', 'ui/Switcher.tsx', 'ui/Popup.tsx']) {
      expect(chunkOf(code)).toBeUndefined();
    }
    expect(chunkOf('src/screens/Order/ProductLinks.tsx')).toBeUndefined();
  });

  it('follows a dropped index only to the modules of the names asked for', () => {
    expect(chunkOf('ui/Dialog.tsx')).toBeUndefined();
    expect(chunkOf('ui/index.ts')).toBeUndefined();
  });
});
