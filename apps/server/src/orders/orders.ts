import { sql, type Transaction } from 'kysely';
import { productById } from '../catalog/catalog.ts';
import { slotById } from '../catalog/slots.ts';
import { nowIso } from '../clock.ts';
import { appliedCoupons } from '../coupons/couponUses.ts';
import type { Database, Order } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { rateLimit } from '../limits/rateLimit.ts';
import type { CallContext } from '../service/context.ts';
import type { Input } from '../service/input.ts';
import { settledValue } from '../settledValue.ts';
import { holdingStatuses, holdStock } from '../stock/holds.ts';
import { localized, venueDateTime } from '../text.ts';
import { newToken } from '../tokens.ts';
import { requireAdmission } from '../waitingRoom/waitingRoom.ts';
import { releaseExpiredHolds } from './holdExpiry.ts';
import { orderDraft } from './orderDraft.ts';
import { orderLines, orderPromotion } from './orderLines.ts';
import { startStatus } from './orderStatus.ts';

type Trx = Transaction<Database>;

/**
 * Refuses an order that would make its client hold more than `heldTickets` tickets of the tenant at once
 * (tickets of unpaid orders whose hold has not expired). On PostgreSQL the client's orders are counted
 * under a transaction-long lock of the client, so parallel orders of one client, on any replica, are
 * counted one after another; SQLite runs one transaction at a time anyway.
 */
async function limitHeldTickets(trx: Trx, ctx: CallContext, quantity: number): Promise<void> {
  const limit = ctx.clientLimits.heldTickets;
  if (limit === 0) return;
  if (ctx.db.dialect === 'postgres')
    await sql`select pg_advisory_xact_lock(hashtext(${`held:${ctx.tenant.id}:${ctx.client}`}))`.execute(trx);
  const { held } = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('held'))
    .where('tenant_id', '=', ctx.tenant.id)
    .where('client_key', '=', ctx.client)
    .where('expires_at', '>', nowIso())
    .where('status', 'in', holdingStatuses)
    .executeTakeFirstOrThrow();
  if (Number(held) + quantity > limit) throw new DomainError('tooManyTicketsHeld');
}

/**
 * Creates an order on a channel, holding its tickets and set products. Shared by web and spot orders.
 * A client may ask for `ordersPerMinute` orders a minute and hold `heldTickets` tickets at once; a product
 * behind the site's active waiting room needs an admission pass (`requireAdmission`). The admission and
 * the catalog reads (`orderDraft`) run side by side, and the release of expired holds beside the reads
 * once the admission has passed; the transaction then only writes, so it (and a sell-out's slot row,
 * locked by its last statement) is held for a few round trips to the database.
 */
export async function createOrder(
  ctx: CallContext,
  body: Input<'createOrder'>['body'],
  channel: 'web' | 'spot',
): Promise<{ order_token: string; expires_at: string }> {
  const tenantId = ctx.tenant.id;
  const admitted = async () => {
    await requireAdmission(ctx, body.product_uuid);
    const { ordersPerMinute } = ctx.clientLimits;
    if (ordersPerMinute > 0)
      await rateLimit(ctx.db, `orders:${tenantId}:${ctx.client}`, ordersPerMinute, 60_000, 'tooManyOrders');
  };
  const admission = admitted();
  // Releasing expired holds writes, so it starts only once the admission has passed: a refused order
  // releases nothing. It still runs beside the draft's three round trips in a row (product, slot, its
  // sale day): after an admission of none (no active room) or one (the pass's use, when the room gates
  // every product), its two reads end with them. At the start of the transaction they would add two
  // round trips in a row to every order.
  const [admissionRead, draftRead, released] = await Promise.allSettled([
    admission,
    orderDraft(ctx, body, channel),
    admission.then(() => releaseExpiredHolds(ctx.db.kysely, tenantId)),
  ]);
  // In the order of the checks: a refused admission is the answer, whatever the draft found.
  settledValue(admissionRead);
  const draft = settledValue(draftRead);
  settledValue(released);
  const { product, span, ticketLines, setLines, promotion } = draft;
  return ctx.db.kysely.transaction().execute(async (trx) => {
    await limitHeldTickets(trx, ctx, body.quantity);
    const createdAt = nowIso();
    const expiresAt = nowIso(ctx.holdMinutes * 60_000);
    const token = newToken();
    const { id: orderId } = await trx
      .insertInto('orders')
      .values({
        tenant_id: tenantId,
        token,
        channel,
        // A spot order asks for no details before payment: it can be paid at once.
        status: startStatus(channel),
        lang: body.lang,
        product_id: product.id,
        time_span_id: span.id,
        quantity: body.quantity,
        price: draft.price,
        membership_promotion_id: promotion?.id ?? null,
        membership_discount: draft.membershipDiscount,
        email: null,
        customer_info: '[]',
        mail_token: null,
        payment_method: null,
        created_at: createdAt,
        expires_at: expiresAt,
        client_key: ctx.client,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const lines = [
      ...ticketLines.map((line) => ({
        order_id: orderId,
        kind: 'option' as const,
        option_id: line.option.id,
        product_id: product.id,
        time_span_id: span.id,
        quantity: line.count,
        unit_price: line.price,
      })),
      ...setLines.map((line) => ({
        order_id: orderId,
        kind: 'set_product' as const,
        option_id: null,
        product_id: line.set.id,
        time_span_id: line.spanId,
        quantity: line.quantity,
        unit_price: line.price,
      })),
    ];
    if (lines.length > 0) await trx.insertInto('order_lines').values(lines).execute();
    // The stock last: a slot's row stays locked until the transaction commits.
    const owner = { kind: 'order', id: orderId } as const;
    await holdStock(trx, owner, span.id, body.quantity);
    for (const line of setLines) await holdStock(trx, owner, line.spanId, line.quantity);
    return { order_token: token, expires_at: expiresAt };
  });
}

/** Spec section 3: the order temporary view. */
export async function orderView(trx: Trx, order: Order) {
  const product = await productById(trx, order.product_id);
  const span = await slotById(trx, order.time_span_id);
  const lines = await orderLines(trx, order.id);
  const coupons = await appliedCoupons(trx, order.id);
  const promotion = await orderPromotion(trx, order.membership_promotion_id);
  const lang = order.lang;
  return {
    order_token: order.token,
    status: order.status,
    expires_at: order.expires_at,
    lang,
    price: order.price,
    customer_info: JSON.parse(order.customer_info) as { key: string; value: string }[],
    main_product: {
      product_name: localized(product.name, lang),
      description: localized(product.description, lang),
      sale_type: product.sale_type,
      quantity: order.quantity,
      reservation_from: venueDateTime(span.date, span.start_time),
      reservation_to: venueDateTime(span.date, span.end_time),
      product_time_span_id: span.id,
      naming_right: product.naming_right,
      caution: product.caution === null ? null : localized(product.caution, lang),
      order_options: lines
        .filter((line) => line.kind === 'option')
        .map((line) => ({
          id: line.option_id ?? 0,
          name: localized(line.option_name, lang),
          type: line.type ?? 'ticket',
          add_cost: line.unit_price,
          quantity: line.quantity,
        })),
    },
    set_products: lines
      .filter((line) => line.kind === 'set_product')
      .map((line) => ({
        product_name: localized(line.product_name, lang),
        add_cost: line.unit_price,
        quantity: line.quantity,
      })),
    coupons: coupons.map(({ coupon_id: _id, ...coupon }) => coupon),
    membership_promotion: promotion ? { name: promotion.name, discount: order.membership_discount } : null,
  };
}
