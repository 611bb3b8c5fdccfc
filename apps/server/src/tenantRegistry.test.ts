import { tenants } from '@venue/tenants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, testDatabases } from '../testing/testServer.ts';
import { venueToday } from './clock.ts';
import type { RunningServer } from './server.ts';
import { readCatalogueFiles } from './venueCatalogue/catalogueFile.ts';

const tenantList = Object.values(tenants);
const isoDay = (offsetDays: number) => venueToday().add({ days: offsetDays }).toString();

describe.each(testDatabases)('every tenant of the registry on %s', (database) => {
  let server: RunningServer;
  beforeAll(async () => {
    // Each site on its own catalogue, and a start that refuses any that does not apply, as production's.
    server = await startTestServer(database, {
      tenants,
      catalogues: readCatalogueFiles(Object.keys(tenants)),
      requireCatalogues: true,
    });
  });
  afterAll(() => server.close());

  it('has all the tenants of the spec', () => {
    expect(tenantList.length).toBeGreaterThanOrEqual(19);
  });

  it.each(tenantList.map((config) => [config.id, config] as const))(
    '%s answers its catalogue calls',
    async (id, config) => {
      const api = `${server.url}${id === 'demo' ? '' : `/${id}`}/api/v1`;
      const get = async (path: string) => {
        const answer = await call(api, 'GET', path);
        expect(answer.status, `${id} ${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        return answer.body;
      };
      const langs: { id: string; is_default: boolean }[] = await get('/langs');
      expect(langs.map((lang) => lang.id)).toEqual(config.languages);
      expect(langs.filter((lang) => lang.is_default).map((lang) => lang.id)).toEqual([
        config.defaultLanguage,
      ]);

      const products: { uuid: string }[] = await get(`/products?lang=${config.defaultLanguage}`);
      expect(products.length).toBeGreaterThan(0);
      const uuid = products[0]?.uuid;
      const days: { date: string; stock_status: string; is_sold_out_display_product: boolean }[] = await get(
        `/products/stocks-statuses?from=${isoDay(1)}&to=${isoDay(31)}&product_uuid=${uuid}`,
      );
      expect(days).toHaveLength(31);
      // The sold-out display flag marks sold-out days only.
      for (const day of days.filter((entry) => entry.is_sold_out_display_product)) {
        expect(day.stock_status).toBe('sold_out');
      }
      const open = days.find((day) => day.stock_status === 'normal' || day.stock_status === 'few');
      expect(open, `${id} has an open day`).toBeDefined();
      const stock = await get(
        `/products/stocks?date=${open?.date}&product_id=${uuid}&lang=${config.defaultLanguage}`,
      );
      expect(stock.time_spans.length).toBeGreaterThan(0);
      expect(stock.time_spans[0].options.length).toBeGreaterThan(0);

      const methods: { id: string }[] = await get(`/paymentmethods?lang=${config.defaultLanguage}`);
      expect(methods.map((method) => method.id)).toEqual(config.paymentMethods);

      const keysOf = (texts: { key: string; text: string }[]) => texts.map((text) => text.key);
      const defaultTexts: { key: string; text: string }[] = await get(
        `/texts?lang=${config.defaultLanguage}`,
      );
      expect(defaultTexts.length).toBeGreaterThan(0);
      for (const lang of config.languages) {
        const texts: { key: string; text: string }[] = await get(`/texts?lang=${lang}`);
        expect(keysOf(texts), `${id} texts in ${lang}`).toEqual(keysOf(defaultTexts));
        expect(texts.every((text) => text.text.trim() !== '')).toBe(true);
      }
    },
  );
});
