import { call } from './testServer.ts';

/** The first bookable time slot at least `daysAhead` days out of a site's first product. */
export async function findSlot(base: string, site: string, daysAhead = 2) {
  const products = (await call(base, 'GET', `${site}/api/v1/products?lang=en`)).body;
  const uuid: string = products[0].uuid;
  const from = new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + (daysAhead + 30) * 86_400_000).toISOString().slice(0, 10);
  const days = (
    await call(
      base,
      'GET',
      `${site}/api/v1/products/stocks-statuses?from=${from}&to=${to}&product_uuid=${uuid}`,
    )
  ).body as { date: string; stock_status: string }[];
  const day = days.find((entry) => entry.stock_status === 'normal')?.date ?? '';
  const stock = (
    await call(base, 'GET', `${site}/api/v1/products/stocks?date=${day}&product_id=${uuid}&lang=en`)
  ).body;
  const span = stock.time_spans[0];
  return { uuid, day, span, optionId: span.options[0].id as number };
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
