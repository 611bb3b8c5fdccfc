/**
 * The import rules of the tree, checked by `pnpm check:imports` in `pnpm test`: no cycles, services
 * free of the HTTP layer, and no test library in shipped code.
 */

/** Server files that adapt HTTP to the services: only these may import `http/`. */
const httpAdapters = [
  '^apps/server/src/http/',
  '^apps/server/src/pages/',
  '^apps/server/src/seo/registerSeo[.]ts$',
  '/handlers[.]ts$',
  'Routes[.]ts$',
  '^apps/server/src/(app|server|main|config|serverSettings)[.]ts$',
];

/** Tests, stories, test helpers, scripts and tool configs: what no package or app ships. */
const notShipped = [
  '[.](test|e2e|stories)[.]tsx?$',
  '(^|/)testing/',
  '^tests/',
  '(^|/)scripts/',
  '(^|/)[.]storybook/',
  '(^|/)vitest[.](config|setup)[.]ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules import each other only one way.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'services-free-of-http',
      comment: 'Services take a CallContext (service/context.ts); only the HTTP adapters import http/.',
      severity: 'error',
      from: { path: '^apps/server/src/', pathNot: [...httpAdapters, ...notShipped] },
      to: { path: '^apps/server/src/http/' },
    },
    {
      name: 'no-test-libraries-shipped',
      comment: 'Vitest and Testing Library belong to tests and their helpers.',
      severity: 'error',
      from: { pathNot: notShipped },
      to: { path: 'node_modules/(vitest|@vitest|@testing-library)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^apps/[a-z-]+/dist/', '^packages/[a-z-]+/dist/', '^storybook-static/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
