import type { Answer, Body, LanguageCode } from '@venue/ticket-core';

import { chosenLines, type OptionLine, type SetLine } from '../Order/orderLines.ts';

type SpotStock = Answer<'getSpotStocks'>;
type Slot = SpotStock['time_spans'][number];

/**
 * The spot order of the chosen slot, counts and set products, for the product of the QR token (spec 7:
 * the orders body plus qr_token).
 */
export function spotOrderBody(
  qrToken: string,
  lang: LanguageCode,
  stock: SpotStock,
  slot: Slot,
  lines: readonly OptionLine[],
  sets: readonly SetLine[] = [],
): Body<'createSpotOrder'> {
  return {
    lang,
    qr_token: qrToken,
    product_uuid: stock.uuid,
    time_span_id: slot.time_span_id,
    ...chosenLines(lines, sets),
  };
}
