import type { Answer } from '@venue/ticket-core';
import { PriceSummary } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../format.ts';

type OrderView = Answer<'getOrder'>;

/** The order's lines and discounts, with the amount due (after a payment method discount, if any). */
export function OrderSummary({ order, methodDiscount = 0 }: { order: OrderView; methodDiscount?: number }) {
  const { t } = useTranslation();
  const main = order.main_product;
  const couponTotal = order.coupons.reduce((sum, coupon) => sum + coupon.coupon_discount, 0);
  const lines = [
    ...main.order_options.map((option) => ({
      id: `o${option.id}`,
      label: `${main.product_name} ${option.name}`,
      quantity: option.quantity,
      amount: option.quantity * option.add_cost,
    })),
    ...order.set_products.map((set, index) => ({
      id: `s${index}`,
      label: set.product_name,
      quantity: set.quantity,
      amount: set.quantity * set.add_cost,
    })),
  ];
  return (
    <PriceSummary
      title={t('summary.tickets')}
      lines={lines}
      couponDiscount={{
        label: order.coupons.map((coupon) => coupon.coupon_name).join(', ') || t('summary.coupon'),
        amount: couponTotal,
      }}
      {...(order.membership_promotion
        ? {
            membershipDiscount: {
              label: order.membership_promotion.name,
              amount: order.membership_promotion.discount,
            },
          }
        : {})}
      paymentMethodDiscount={{ label: t('summary.paymentDiscount'), amount: methodDiscount }}
      totalLabel={t('summary.total')}
      total={Math.max(0, order.price - couponTotal - methodDiscount)}
      formatYen={formatYen}
      formatQuantity={(label, quantity) => `${label} × ${quantity}`}
    />
  );
}
