import type { LanguageCode, PaymentMethodId, TenantConfig } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { nowIso } from '../clock.ts';
import { appliedCoupons } from '../coupons/couponUses.ts';
import type { Database } from '../db/schema.ts';
import { mailLanguage } from '../mail/messages.ts';
import { orderLines, orderPromotion } from '../orders/orderLines.ts';
import { localized } from '../text.ts';
import type { ReservationRow } from './reservationAccess.ts';
import { paymentOf } from './tickets.ts';

/** The receipt's line for a payment method's discount. */
export const paymentMethodDiscount: Record<LanguageCode, string> = {
  ja: 'お支払い方法割引',
  en: 'Payment method discount',
  'zh-hans': '支付方式优惠',
  'zh-hant': '付款方式優惠',
  kr: '결제 수단 할인',
  th: 'ส่วนลดตามวิธีชำระเงิน',
};

/** Consumption tax rate of Japan, in percent; prices are tax-inclusive. */
export const consumptionTaxRate = 10;

/**
 * The receipt of a paid reservation in `lang`, made out to `addressee`: its lines, its discounts
 * (membership promotion, coupons, the payment method's) and the tax included in what was paid.
 */
export async function receipt(
  db: Kysely<Database>,
  tenant: TenantConfig,
  reservation: ReservationRow,
  lang: string,
  addressee: string,
) {
  const payment = await paymentOf(db, reservation);
  const lines = await orderLines(db, reservation.order_id);
  const coupons = (await appliedCoupons(db, reservation.order_id)).map((coupon) => ({
    name: coupon.coupon_name,
    amount: coupon.coupon_discount,
  }));
  const promotion = await orderPromotion(db, reservation.membership_promotion_id);
  const afterCoupons = Math.max(
    0,
    reservation.price - coupons.reduce((sum, coupon) => sum + coupon.amount, 0),
  );
  const discounts = [
    ...(promotion ? [{ name: promotion.name, amount: reservation.membership_discount }] : []),
    ...coupons,
    ...(afterCoupons > payment.amount
      ? [{ name: paymentMethodDiscount[mailLanguage(lang)], amount: afterCoupons - payment.amount }]
      : []),
  ];
  const total = payment.amount;
  return {
    reservation_number: reservation.reservation_number,
    addressee,
    issuer: lang === 'ja' ? tenant.title.ja : tenant.title.default,
    issued_at: nowIso(),
    paid_at: payment.completed_at ?? reservation.created_at,
    payment_method_type: payment.method_id as PaymentMethodId,
    lines: lines.map((line) => ({
      name: [localized(line.product_name, lang), line.option_name && localized(line.option_name, lang)]
        .filter(Boolean)
        .join(' / '),
      unit_price: line.unit_price,
      quantity: line.quantity,
      amount: line.unit_price * line.quantity,
    })),
    discounts,
    total,
    tax_breakdown: [
      {
        rate: consumptionTaxRate,
        amount: total,
        tax: Math.floor((total * consumptionTaxRate) / (100 + consumptionTaxRate)),
      },
    ],
  };
}
