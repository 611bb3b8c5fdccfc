import {
  couponDiscount,
  maxTicketsPerOrder,
  orderPrice,
  ticketCount,
  withinSetProductLimits,
} from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { siteSettings } from '../catalog/site.ts';
import { requireOnSale } from '../catalog/slotOnSale.ts';
import { productSlot, setProductSlotOn } from '../catalog/slots.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { memberPromotion } from '../membership/membership.ts';
import type { CallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { settledValue } from '../settledValue.ts';

type OrderBody = Input<'createOrder'>['body'];

async function setProductLines(db: Kysely<Database>, productId: number, date: string, body: OrderBody) {
  const lines = [];
  for (const chosen of body.set_products.filter((entry) => entry.quantity > 0)) {
    const set = await db
      .selectFrom('set_products as l')
      .innerJoin('products as s', 's.id', 'l.set_product_id')
      .selectAll('s')
      .where('l.main_product_id', '=', productId)
      .where('s.uuid', '=', chosen.uuid)
      .executeTakeFirst();
    if (!set) throw new DomainError('recordNotFound');
    if (!withinSetProductLimits(set, chosen.quantity)) throw new DomainError('invalidRequest');
    const setSpan = await setProductSlotOn(db, set.id, date);
    if (!setSpan) throw new DomainError('outOfStock');
    lines.push({ set, spanId: setSpan.id, quantity: chosen.quantity, price: set.base_price });
  }
  return lines;
}

/**
 * What an order of `body` on `channel` is made of and costs: its product, slot, ticket and set product
 * lines, membership promotion and price. Only reads, outside the order's transaction: none of them
 * decides the stock, which the transaction holds with one conditional update. The reads that do not
 * depend on each other run side by side, each on its own connection, so the order waits for three
 * round trips to the database rather than seven; they refuse a request in the order the checks are
 * listed (product, slot and its sale, ticket counts, options, set products, membership), as when they
 * ran one after another.
 */
export async function orderDraft(ctx: CallContext, body: OrderBody, channel: 'web' | 'spot') {
  const db = ctx.db.kysely;
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('tenant_id', '=', ctx.tenant.id)
    .where('uuid', '=', body.product_uuid)
    .where('product_type', '=', 'ticket')
    .executeTakeFirst();
  if (!product?.channels.split(',').includes(channel)) throw new DomainError('recordNotFound');
  const onSaleSlot = productSlot(db, product.id, body.time_span_id).then(async (span) => {
    await requireOnSale(db, span, product);
    return span;
  });
  // All settled before any is looked at, then taken in the order of the checks.
  const [slotRead, settingsRead, optionsRead, setLinesRead, promotionRead] = await Promise.allSettled([
    onSaleSlot,
    siteSettings(db, ctx.tenant.id),
    db
      .selectFrom('options')
      .selectAll()
      .where('product_id', '=', product.id)
      .where('stopped', '=', 0)
      .execute(),
    onSaleSlot.then((slot) => setProductLines(db, product.id, slot.date, body)),
    body.membership_token ? memberPromotion(db, ctx.tenant, body.membership_token) : undefined,
  ]);
  const span = settledValue(slotRead);
  const counted = body.option_values.reduce((total, value) => total + value.quantity, 0);
  if (counted !== body.quantity || body.quantity > maxTicketsPerOrder(settledValue(settingsRead)))
    throw new DomainError('invalidRequest');
  const options = settledValue(optionsRead);
  const ticketLines = body.option_values
    .filter((value) => value.quantity > 0)
    .map((value) => {
      const option = options.find((candidate) => candidate.id === value.option_value_id);
      if (!option) throw new DomainError('optionValueNotFound');
      return { option, count: value.quantity, price: product.base_price + option.add_cost };
    });
  const setLines = settledValue(setLinesRead);
  const promotion = settledValue(promotionRead);
  // Spec 9: minus the membership discount per ticket (a percent promotion: of the tickets' price).
  const membershipDiscount = promotion
    ? couponDiscount(
        {
          discount_type: promotion.promotion_type,
          discount_amount: promotion.promotion_amount,
          should_apply_per_ticket: true,
        },
        orderPrice({ tickets: ticketLines }),
        ticketCount(ticketLines),
      )
    : 0;
  const price = orderPrice({ tickets: ticketLines, setProducts: setLines }) - membershipDiscount;
  return { product, span, ticketLines, setLines, promotion, membershipDiscount, price };
}
