import { afterCoupons, couponDiscount, couponStackingError, isCouponRequired } from '@venue/ticket-core';
import type { Transaction } from 'kysely';
import { siteSettings } from '../catalog/site.ts';
import { slotById } from '../catalog/slots.ts';
import { venueToday } from '../clock.ts';
import type { Database, Order } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { limitFailures, quarterHour } from '../limits/rateLimit.ts';
import { requireStatus, withOrder } from '../orders/orderAccess.ts';
import type { CallContext } from '../service/context.ts';
import { appliedCoupons, giveBackCouponUse } from './couponUses.ts';

type Trx = Transaction<Database>;

/** A coupon row as the stacking rules read it. */
const stackingCoupon = (row: { id: number; is_invitation: number; discount_type: string }) => ({
  ...row,
  is_invitation: row.is_invitation === 1,
});

async function discountFor(trx: Trx, order: Order, code: string) {
  const coupon = await trx
    .selectFrom('coupons')
    .selectAll()
    .where('tenant_id', '=', order.tenant_id)
    .where('code', '=', code)
    .where('stopped', '=', 0)
    .executeTakeFirst();
  if (!coupon) throw new DomainError('couponCodeDoesNotExist');
  // A code the venue console disabled is known but refused, as a code out of its dates is.
  if (coupon.disabled === 1) throw new DomainError('couponNotAvailable');
  const today = venueToday().toString();
  const { date } = await slotById(trx, order.time_span_id);
  if (coupon.valid_to < today) throw new DomainError('couponExpired');
  if (coupon.valid_from > today || date < coupon.valid_from || date > coupon.valid_to) {
    throw new DomainError('couponNotAvailable');
  }
  if (coupon.channel !== null && coupon.channel !== order.channel)
    throw new DomainError('couponInvalidChannel');
  const applied = await trx
    .selectFrom('order_coupons as oc')
    .innerJoin('coupons as c', 'c.id', 'oc.coupon_id')
    .select(['c.id', 'c.is_invitation', 'c.discount_type'])
    .where('oc.order_id', '=', order.id)
    .execute();
  const refused = couponStackingError(stackingCoupon(coupon), applied.map(stackingCoupon), order.quantity);
  if (refused) throw new DomainError(refused);
  const remaining = afterCoupons(order.price, await appliedCoupons(trx, order.id));
  if (remaining === 0) throw new DomainError('couponNoFurtherDiscounts');
  let discount: number;
  if (coupon.is_invitation) {
    // An invitation code makes one ticket free: the dearest ticket of the order not yet covered.
    const { top } = await trx
      .selectFrom('order_lines')
      .select((eb) => eb.fn.max<number>('unit_price').as('top'))
      .where('order_id', '=', order.id)
      .where('kind', '=', 'option')
      .executeTakeFirstOrThrow();
    discount = Math.min(remaining, Number(top ?? 0));
  } else {
    discount = couponDiscount(
      {
        discount_type: coupon.discount_type,
        discount_amount: coupon.discount_amount,
        should_apply_per_ticket: coupon.should_apply_per_ticket === 1,
      },
      remaining,
      order.quantity,
    );
  }
  if (discount <= 0) throw new DomainError('couponCannotBeApplied');
  return { coupon, discount };
}

/** A coupon code that does not exist: a wrong guess. */
const isWrongCode = (failure: unknown) =>
  failure instanceof DomainError && failure.key === 'couponCodeDoesNotExist';

/**
 * Applies a coupon to an open order of the request's channel. Shared by web and spot orders. After
 * `couponGuesses` codes that do not exist in a quarter hour, a client's every code is refused ('too many
 * coupon attempts') until the quarter hour is over.
 */
export async function applyCoupon(ctx: CallContext, token: string, code: string, channel: 'web' | 'spot') {
  const { couponGuesses } = ctx.clientLimits;
  if (couponGuesses === 0) return applyCouponNow(ctx, token, code, channel);
  return limitFailures(
    ctx.db,
    `coupon:${ctx.tenant.id}:${ctx.client}`,
    couponGuesses,
    quarterHour,
    'tooManyCouponAttempts',
    isWrongCode,
    () => applyCouponNow(ctx, token, code, channel),
  );
}

async function applyCouponNow(ctx: CallContext, token: string, code: string, channel: 'web' | 'spot') {
  return withOrder(ctx.db, ctx.tenant.id, token, async (trx, order) => {
    requireStatus(order, ['created', 'ready_checkout']);
    if (order.channel !== channel) throw new DomainError('recordNotFound');
    const { coupon, discount } = await discountFor(trx, order, code);
    const claimed = await trx
      .updateTable('coupons')
      .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
      .where('id', '=', coupon.id)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new DomainError('couponLimitReached');
    await trx
      .insertInto('order_coupons')
      .values({
        order_id: order.id,
        coupon_id: coupon.id,
        coupon_code: coupon.code,
        coupon_name: coupon.name,
        coupon_discount: discount,
      })
      .execute();
    return { coupon_name: coupon.name, coupon_discount: discount };
  });
}

/** Spec section 9: with Is_Coupon_Required 'true' an order cannot be paid without a coupon. */
export async function requireCouponIfConfigured(trx: Trx, order: Order): Promise<void> {
  if (!isCouponRequired(await siteSettings(trx, order.tenant_id))) return;
  if ((await appliedCoupons(trx, order.id)).length === 0) throw new DomainError('couponRequired');
}

/** Takes coupon `code` off an open order and gives its use back; 'record not found' when not applied. */
export async function removeCoupon(ctx: CallContext, token: string, code: string): Promise<void> {
  await withOrder(ctx.db, ctx.tenant.id, token, async (trx, order) => {
    requireStatus(order, ['created', 'ready_checkout']);
    const removed = await trx
      .deleteFrom('order_coupons')
      .where('order_id', '=', order.id)
      .where('coupon_code', '=', code)
      .returning('coupon_id')
      .executeTakeFirst();
    if (!removed) throw new DomainError('recordNotFound');
    await giveBackCouponUse(trx, removed.coupon_id);
  });
}
