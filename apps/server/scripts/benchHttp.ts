/** What the API benchmarks ask the server over HTTP: slots to order on, autocannon runs, JSON answers. */
import autocannon from 'autocannon';
import type { ScriptSlot } from './serverProcess.ts';

/** The JSON answer of `url` (null when it has no body); throws on an error status. */
// biome-ignore lint/suspicious/noExplicitAny: the benches read a few fields of answers the server tests type-check.
export async function json(url: string, init?: RequestInit): Promise<any> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** The day `offsetDays` from today (UTC), as `YYYY-MM-DD`. */
export const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

interface DayStock {
  time_spans: Array<{ time_span_id: number; options: Array<{ id: number }> }>;
}

/**
 * Finds bookable slots of the demo site's first product at `url`, with an option id: each on the first day
 * from `daysAhead` days out that has one (a closed day has none) and that no slot found before is on, so
 * each step of a bench has a day of its own.
 */
export function slotFinder(url: string): (daysAhead: number) => Promise<ScriptSlot> {
  const usedDays = new Set<string>();
  return async (daysAhead) => {
    const [product] = await json(`${url}/api/v1/products?lang=en`);
    for (let offset = daysAhead; offset < daysAhead + 28; offset++) {
      const day = isoDay(offset);
      if (usedDays.has(day)) continue;
      const answer = await fetch(
        `${url}/api/v1/products/stocks?date=${day}&product_id=${product.uuid}&lang=en`,
      );
      const stock = answer.ok ? ((await answer.json()) as DayStock) : { time_spans: [] };
      const span = stock.time_spans[0];
      const option = span?.options[0];
      if (!span || !option) continue;
      usedDays.add(day);
      return { uuid: product.uuid as string, spanId: span.time_span_id, optionId: option.id };
    }
    throw new Error(`no slot in the 28 days from ${isoDay(daysAhead)}`);
  };
}

/** One autocannon run, as a promise. */
export function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, answer) => (error ? reject(error) : resolve(answer)));
  });
}
