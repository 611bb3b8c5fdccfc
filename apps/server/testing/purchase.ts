import { venueToday } from '../src/clock.ts';
import { call } from './testServer.ts';

export interface SlotWanted {
  /** Days from today (on the server's clock) from which to look; 2 when omitted. */
  daysAhead?: number;
  /** Places the slot must still have; 1 when omitted. */
  places?: number;
}

/**
 * The first slot of a site's first product, from `daysAhead` days out, on a day on sale with at least
 * `places` places left (a normal day, not few-stock): found by asking the stock calls and checked, so a
 * test never hopes for stock.
 */
export async function findSlot(base: string, site: string, wanted: SlotWanted = {}) {
  const { daysAhead = 2, places = 1 } = wanted;
  const products = (await call(base, 'GET', `${site}/api/v1/products?lang=en`)).body;
  const uuid: string = products[0].uuid;
  const from = venueToday().add({ days: daysAhead });
  const to = from.add({ days: 30 });
  const days = (
    await call(
      base,
      'GET',
      `${site}/api/v1/products/stocks-statuses?from=${from}&to=${to}&product_uuid=${uuid}`,
    )
  ).body as { date: string; stock_status: string }[];
  for (const { date, stock_status } of days) {
    if (stock_status !== 'normal') continue;
    const stock = (
      await call(base, 'GET', `${site}/api/v1/products/stocks?date=${date}&product_id=${uuid}&lang=en`)
    ).body;
    const span = stock.time_spans.find(
      (entry: { remaining_stock: number }) => entry.remaining_stock >= places,
    );
    if (span) return { uuid, day: date, span, optionId: span.options[0].id as number };
  }
  throw new Error(`no slot with ${places} places on ${site || 'demo'} from ${from} to ${to}`);
}

/** Creates an order of `quantity` tickets of the first option. */
export function orderBody(slot: Awaited<ReturnType<typeof findSlot>>, quantity: number) {
  return {
    lang: 'en',
    option_values: [{ option_value_id: slot.optionId, quantity }],
    product_uuid: slot.uuid,
    quantity,
    set_products: [],
    time_span_id: slot.span.time_span_id,
  };
}

export interface PurchaseOptions {
  quantity?: number;
  daysAhead?: number;
  /** Also buy one of the first set product offered with the slot. */
  withSetProduct?: boolean;
  coupon?: string;
  contents?: Record<string, string>;
}

/** Buys tickets on a site by card, start to finish; answers the reservation token and the slot. */
export async function purchase(base: string, site: string, options: PurchaseOptions = {}) {
  const { quantity = 2, daysAhead = 2, withSetProduct = false, coupon } = options;
  const contents = options.contents ?? { email: 'buyer@example.com', fullname: 'Buyer One' };
  const slot = await findSlot(base, site, { daysAhead, places: quantity });
  const setProducts = withSetProduct
    ? (
        await call(
          base,
          'GET',
          `${site}/api/v1/setproducts/search?lang=en&main_product_time_span_ids=${slot.span.time_span_id}&from=${slot.day}&to=${slot.day}`,
        )
      ).body.slice(0, 1)
    : [];
  const created = await call(base, 'POST', `${site}/api/v1/orders`, {
    ...orderBody(slot, quantity),
    set_products: setProducts.map((set: { uuid: string }) => ({ uuid: set.uuid, quantity: 1 })),
  });
  if (created.status !== 200) throw new Error(`order: ${JSON.stringify(created.body)}`);
  const token: string = created.body.order_token;
  await call(base, 'POST', `${site}/api/v1/ordermails/${token}`, { lang: 'en', contents });
  if (coupon) await call(base, 'POST', `${site}/api/v1/ordercoupons/${token}`, { coupon });
  const paid = await call(base, 'POST', `${site}/api/v1/orders/checkout/${token}`, {
    payment_method_type: 'gmo',
    payment_token: '4242424242424242',
  });
  if (paid.body.result !== 'completed') throw new Error(`checkout: ${JSON.stringify(paid.body)}`);
  return { reservationToken: paid.body.reservation_token as string, orderToken: token, slot };
}
