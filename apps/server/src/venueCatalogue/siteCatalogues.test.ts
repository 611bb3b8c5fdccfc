import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import {
  call,
  dropSchema,
  freshSchema,
  startTestServer,
  testCatalogue,
  testDatabases,
} from '../../testing/testServer.ts';
import { createLogger } from '../log.ts';
import type { RunningServer } from '../server.ts';
import type { CatalogueSource } from './catalogueFile.ts';

/** demo's test catalogue with a capacity no slot may have. */
function brokenDemo(): CatalogueSource {
  const source = testCatalogue('demo');
  if (!source.ok) throw new Error('the demo test catalogue does not read');
  const input = structuredClone(source.input) as { products: { slots: { daily: { capacity: number }[] } }[] };
  const [first] = input.products;
  if (first?.slots.daily[0]) first.slots.daily[0].capacity = -1;
  return { ok: true, input };
}

/** Log lines written while a server starts, as objects. */
function capturedLogger() {
  const lines: { msg: string; reasons?: string[]; tenant?: string }[] = [];
  const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
  return { lines, logger };
}

describe.each(testDatabases)('catalogues at start on %s', (database) => {
  const servers: RunningServer[] = [];
  const schemas: string[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.close()));
    for (const schema of schemas.splice(0)) await dropSchema(schema);
  });
  /** Where two starts find one database: a SQLite file, or a PostgreSQL schema (dropped after the test). */
  const place = () => {
    if (database === 'sqlite')
      return { sqlitePath: join(mkdtempSync(join(tmpdir(), 'catalogue-start-')), 'venue.sqlite') };
    const schema = freshSchema();
    schemas.push(schema);
    return { schema };
  };

  it('refuses a production start when a site’s catalogue never applied, naming the site and why', async () => {
    await expect(
      startTestServer(database, { catalogues: { demo: brokenDemo() }, requireCatalogues: true }),
    ).rejects.toThrow(
      'No catalogue ever applied for demo: products[0].slots.daily[0].capacity: must be 0 or more',
    );
  });

  it('keeps selling on the last catalogue applied when a later one is refused, and logs why', async () => {
    const where = place();
    const first = await startTestServer(database, where);
    const products = (await call(first.url, 'GET', '/api/v1/products?lang=en')).body;
    await first.close();
    const { lines, logger } = capturedLogger();
    const again = await startTestServer(database, {
      ...where,
      logger,
      catalogues: { demo: brokenDemo() },
      requireCatalogues: true,
    });
    servers.push(again);
    expect((await call(again.url, 'GET', '/api/v1/products?lang=en')).body).toEqual(products);
    expect(lines).toContainEqual(
      expect.objectContaining({
        tenant: 'demo',
        msg: 'Catalogue not applied; selling on the last one applied',
        reasons: ['products[0].slots.daily[0].capacity: must be 0 or more'],
      }),
    );
  });

  it.runIf(database === 'postgres')(
    'lets two servers starting at once on one database apply once',
    async () => {
      const where = place();
      // The schema exists already, as a deployment's does: the two race on migrating, seeding and applying.
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`create schema ${where.schema}`);
      await admin.end();
      const [one, two] = await Promise.all([
        startTestServer(database, where),
        startTestServer(database, where),
      ]);
      servers.push(one, two);
      const rows = await one.db.kysely.selectFrom('products').select('catalogue_key').execute();
      const keys = rows.map((row) => row.catalogue_key).sort();
      expect(keys).toEqual([...new Set(keys)]);
      expect((await call(two.url, 'GET', '/api/v1/products?lang=en')).body).toHaveLength(2);
    },
  );
});
