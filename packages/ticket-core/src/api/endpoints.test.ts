import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodySchema } from './endpoints/shared.ts';
import { endpointList, endpointNames, endpoints } from './endpoints.ts';
import { pathParamNames } from './routes/define.ts';

const all = endpointList;

/** Every call of spec section 7, with the path as the spec writes it. */
const specCalls = [
  'GET /api/v1/langs',
  'GET /api/v1/field_templates',
  'GET /api/v1/configurations',
  'GET /api/v1/products',
  'GET /api/v1/setproducts/search',
  'GET /api/v1/texts',
  'GET /api/v1/paymentmethods',
  'GET /api/v1/products/search',
  'GET /api/v1/products/search2',
  'POST /api/v1/orders',
  'DELETE /api/v1/orders/{token}',
  'GET /api/v1/orders/{token}',
  'POST /api/v1/ordermails/{token}',
  'GET /api/v1/ordermails/{token}',
  'POST /api/v1/ordercoupons/{token}',
  'DELETE /api/v1/ordercoupons/{token}/{coupon}',
  'POST /api/v1/orders/paymentmethoddiscount/{token}/simulation',
  'POST /api/v1/orders/checkout/{token}',
  'POST /api/v1/gmo-secure/exe-payment',
  'GET /d-account/v1/auth/{token}',
  'GET /d-pay/v1/scptok/{token}',
  'POST /api/v1/orders/confirmcheckout',
  'POST /api/v1/apple-pay/validate-session',
  'GET /paygent/v1/token-credentials',
  'GET /api/v1/reservations',
  'GET /api/v1/mailmagazines/{token}',
  'PUT /api/v1/mailmagazines/{mailToken}',
  'GET /api/v1/calendar/colors',
  'GET /api/v1/gtm/{id}',
  'GET /api/v1/products/stocks-statuses',
  'GET /api/v1/products/stocks',
  'GET /api/v1/spot/products/stocks',
  'POST /api/v1/spot/orders',
  'PUT /api/v1/spot/orders/{token}',
  'POST /api/v1/spot/ordercoupons/{token}',
  'GET /api/v1/spot/setproducts/search',
  'GET /api/v1/membership/promotion',
  'POST /api/v1/membership/login/{key}',
  'POST /api/v1/membership/token/login/{key}',
  'GET /api/v1/membership/{key}',
];

const specLike = (entry: (typeof all)[number]) =>
  `${entry.method} ${entry.root === 'site' ? '' : '/api/v1'}${entry.path}`;

describe('endpoint table', () => {
  it('has every call of spec 7 with its exact path, and marks the others as designed', () => {
    const undesigned = all.filter((entry) => !entry.designed).map(specLike);
    expect(new Set(undesigned)).toEqual(new Set(specCalls));
    expect(all.filter((entry) => entry.designed).length).toBeGreaterThan(10);
  });

  it('marks designed parts only on spec calls', () => {
    const withParts = all.filter((entry) => 'designedParts' in entry);
    expect(withParts.length).toBeGreaterThan(10);
    for (const entry of withParts) {
      expect(entry.designed, entry.name).toBeUndefined();
      for (const part of entry.designedParts ?? [])
        expect(entry, `${entry.name} ${part}`).toHaveProperty(part);
    }
  });

  it('names each entry after its key and has no two entries on one route', () => {
    for (const name of endpointNames) expect(endpoints[name].name).toBe(name);
    const routes = all.map((entry) => `${entry.method} ${entry.root ?? 'api'} ${entry.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives every console call the access it needs, and no other call any', () => {
    for (const entry of all) {
      if (entry.root === 'admin') expect(entry.access, entry.name).toBeDefined();
      else expect('access' in entry, entry.name).toBe(false);
    }
    const open = all.filter((entry) => entry.access === 'public').map((entry) => entry.name);
    expect(open).toEqual(['consoleSignIn', 'requestConsolePasswordReset', 'setConsolePassword']);
  });

  it('declares exactly the params its path names', () => {
    for (const entry of all) {
      const declared = 'params' in entry ? Object.keys((entry.params as z.ZodObject).shape) : [];
      expect(declared, entry.name).toEqual(pathParamNames(entry.path));
    }
  });

  it('gives checkout, confirm checkout and 3-D Secure the 4-minute timeout', () => {
    const long = all.filter((entry) => 'timeoutMs' in entry).map((entry) => [entry.name, entry.timeoutMs]);
    expect(long).toEqual([
      ['checkout', 240_000],
      ['confirmCheckout', 240_000],
      ['completeGmo3ds', 240_000],
      ['checkoutTimeChange', 240_000],
    ]);
  });

  it('marks the silent call and the ignored statuses of spec 7', () => {
    expect(all.filter((entry) => 'silent' in entry).map((entry) => entry.name)).toEqual([
      'getMembershipPromotion',
    ]);
    expect(endpoints.deleteOrder.ignoreStatuses).toEqual([400]);
    expect(endpoints.getMailMagazine.ignoreStatuses).toEqual([404]);
  });

  it('turns every schema into JSON Schema for the OpenAPI document', () => {
    for (const entry of all) {
      for (const part of ['params', 'query', 'body', 'answer'] as const) {
        const schema = (entry as Partial<Record<typeof part, z.ZodType>>)[part];
        if (schema)
          expect(() => z.toJSONSchema(schema, { io: 'input' }), `${entry.name} ${part}`).not.toThrow();
      }
    }
    expect(z.toJSONSchema(endpoints.searchSetProducts.query, { io: 'input' })).toMatchObject({
      properties: { main_product_time_span_ids: { type: 'string' } },
    });
  });
});

describe('request codecs', () => {
  it('decodes and encodes the comma list of time-span ids', () => {
    const query = endpoints.searchSetProducts.query;
    const wire = { lang: 'en', main_product_time_span_ids: '12,13', from: '2026-12-01', to: '2026-12-31' };
    const value = query.parse(wire);
    expect(value.main_product_time_span_ids).toEqual([12, 13]);
    expect(z.encode(query, value)).toEqual(wire);
    expect(query.parse({ ...wire, main_product_time_span_ids: '' }).main_product_time_span_ids).toEqual([]);
    expect(query.safeParse({ ...wire, main_product_time_span_ids: '12,x' }).success).toBe(false);
  });

  it('decodes a numeric path id and rejects others', () => {
    const params = endpoints.checkInTicket.params;
    expect(params.parse({ ticket_id: '42' })).toEqual({ ticket_id: 42 });
    expect(params.safeParse({ ticket_id: '4x' }).success).toBe(false);
  });

  it('checks languages, dates and stock dates', () => {
    const query = endpoints.getStockStatuses.query;
    const uuid = '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10';
    expect(query.safeParse({ from: '2026-12-01', to: '2026-12-31', product_uuid: uuid }).success).toBe(true);
    expect(query.safeParse({ from: '2026/12/01', to: '2026-12-31', product_uuid: uuid }).success).toBe(false);
    expect(endpoints.getTexts.query.safeParse({ lang: 'fr' }).success).toBe(false);
  });
});

describe('payload schemas', () => {
  it('accepts a day stock with +09:00 slot times and rejects one without offset', () => {
    const slot = {
      time_span_id: 7,
      start_at: '2026-12-01T10:00:00+09:00',
      end_at: '2026-12-01T10:30:00+09:00',
      stock_count: 40,
      remaining_stock: 3,
      options: [{ id: 1, name: 'Audio guide', add_cost: 500 }],
    };
    const day = {
      uuid: '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10',
      base_price: 2000,
      product_stock_status: { is_few: true },
      time_spans: [slot],
    };
    expect(endpoints.getDayStock.answer.parse(day)).toEqual(day);
    const noOffset = { ...day, time_spans: [{ ...slot, start_at: '2026-12-01T10:00:00' }] };
    expect(endpoints.getDayStock.answer.safeParse(noOffset).success).toBe(false);
  });

  it('takes the spec 7 order body and the spot body with its QR token', () => {
    const body = {
      lang: 'ja',
      option_values: [{ option_value_id: 1, quantity: 2 }],
      product_uuid: '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10',
      quantity: 2,
      set_products: [{ uuid: '6a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', quantity: 1 }],
      time_span_id: 7,
    };
    expect(endpoints.createOrder.body.parse(body)).toEqual(body);
    expect(endpoints.createOrder.body.safeParse({ ...body, quantity: 0 }).success).toBe(false);
    expect(endpoints.createSpotOrder.body.safeParse(body).success).toBe(false);
    expect(endpoints.createSpotOrder.body.safeParse({ ...body, qr_token: 'qr' }).success).toBe(true);
  });

  it('tells a completed checkout from a redirect', () => {
    const answer = endpoints.checkout.answer;
    expect(answer.parse({ result: 'redirect', redirect_url: '/3ds', payment_number: 'P1' })).toMatchObject({
      result: 'redirect',
    });
    expect(answer.safeParse({ result: 'completed', payment_number: 'P1' }).success).toBe(false);
  });

  it('reads the error body with its optional retry flag', () => {
    expect(errorBodySchema.parse({ error: 'critical refund error', can_retry: false })).toEqual({
      error: 'critical refund error',
      can_retry: false,
    });
    expect(errorBodySchema.safeParse({ message: 'x' }).success).toBe(false);
  });
});
