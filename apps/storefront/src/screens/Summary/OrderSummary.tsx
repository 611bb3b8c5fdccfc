import { type Answer, afterCoupons, amountDue, formatDate } from '@venue/ticket-core';
import { PriceSummary } from '@venue/ticket-ui';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Where } from '../../api/handleError.ts';
import { formatSlot, formatYen } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { HoldCountdown } from './HoldCountdown.tsx';
import * as styles from './summary.css.ts';

type OrderView = Answer<'getOrder'>;

const holding: ReadonlySet<OrderView['status']> = new Set(['created', 'ready_checkout']);

/** The lines of an order or reservation: its ticket kinds and set products with their counts. */
export interface SummaryLine {
  id: string;
  label: string;
  quantity: number;
  amount: number;
}

/**
 * What is being bought, beside every step of the order: product, visit date, time slot, the lines with
 * their counts, discounts and total, and `children` (the hold countdown, the reservation number). A sticky
 * column from 1024 px; on phones a bar showing the total, the date and the time slot that opens the rest.
 */
export function SummaryPanel({
  productName,
  from,
  to,
  total,
  details,
  children,
}: {
  productName: string;
  from: string;
  to: string;
  total: number;
  details: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  return (
    <aside className={styles.panel} aria-labelledby={`${bodyId}-title`} data-summary="">
      <h2 id={`${bodyId}-title`} className={styles.panelTitle}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{t('summary.title')}</span>
          <span className={styles.toggleTotal}>{formatYen(total)}</span>
          <span className={styles.toggleVisit}>
            {formatDate(from, lang)} {formatSlot(from, to)}
          </span>
        </button>
        <span className={styles.heading}>{t('summary.title')}</span>
      </h2>
      <div id={bodyId} className={styles.body} data-open={open || undefined}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('order.product')}</dt>
            <dd>{productName}</dd>
          </div>
          <div>
            <dt>{t('order.date')}</dt>
            <dd>{formatDate(from, lang)}</dd>
          </div>
          <div>
            <dt>{t('order.timeSlot')}</dt>
            <dd>{formatSlot(from, to)}</dd>
          </div>
        </dl>
        {details}
      </div>
      {children}
    </aside>
  );
}

/**
 * The order being bought (the order temporary view): its lines, coupon, membership and payment method
 * discounts, the amount due, and the time left of its hold while it holds stock.
 */
export function OrderSummary({
  order,
  methodDiscount = 0,
  where,
}: {
  order: OrderView;
  methodDiscount?: number;
  where: Where;
}) {
  const { t } = useTranslation();
  const main = order.main_product;
  const total = amountDue(order.price, order.coupons, methodDiscount);
  const lines: SummaryLine[] = [
    ...main.order_options.map((option) => ({
      id: `o${option.id}`,
      label: option.name,
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
    <SummaryPanel
      productName={main.product_name}
      from={main.reservation_from}
      to={main.reservation_to}
      total={total}
      details={
        <PriceSummary
          title={t('summary.tickets')}
          lines={lines}
          couponDiscount={{
            label: order.coupons.map((coupon) => coupon.coupon_name).join(', ') || t('summary.coupon'),
            amount: order.price - afterCoupons(order.price, order.coupons),
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
          total={total}
          formatYen={formatYen}
          formatQuantity={(label, quantity) => `${label} × ${quantity}`}
          density="compact"
        />
      }
    >
      {holding.has(order.status) ? (
        <HoldCountdown orderToken={order.order_token} expiresAt={order.expires_at} where={where} />
      ) : null}
    </SummaryPanel>
  );
}
