import type { Ref } from 'react';
import * as styles from './PriceSummary.css.ts';

/** A priced line: tickets of one kind, an option or a set product. */
export interface PriceLine {
  id: string;
  /** Already translated, e.g. the ticket kind or product name. */
  label: string;
  quantity: number;
  /** Line amount in yen (quantity times unit price). */
  amount: number;
}

/** A discount, given as a positive amount in yen. */
export interface PriceDiscount {
  label: string;
  amount: number;
}

export interface PriceSummaryProps extends styles.PriceSummaryVariants {
  /** Table caption, already translated. */
  title: string;
  lines: readonly PriceLine[];
  couponDiscount?: PriceDiscount;
  membershipDiscount?: PriceDiscount;
  paymentMethodDiscount?: PriceDiscount;
  totalLabel: string;
  /** The total the domain rules computed; shown as given. */
  total: number;
  /** Formats yen, e.g. with Intl in ja-JP. */
  formatYen: (yen: number) => string;
  /** Joins a line label and its quantity, e.g. `(label, 2) => 'Adult × 2'`. */
  formatQuantity: (label: string, quantity: number) => string;
  /** While the amounts are being (re)computed: they show as grey bars and the table is busy. */
  isLoading?: boolean;
  ref?: Ref<HTMLTableElement>;
}

/** The order's lines, its coupon, membership and payment method discounts, and its total. */
export function PriceSummary({
  title,
  lines,
  couponDiscount,
  membershipDiscount,
  paymentMethodDiscount,
  totalLabel,
  total,
  formatYen,
  formatQuantity,
  isLoading = false,
  density,
  ref,
}: PriceSummaryProps) {
  const discounts = [couponDiscount, membershipDiscount, paymentMethodDiscount].filter(
    (discount): discount is PriceDiscount => discount !== undefined && discount.amount > 0,
  );
  return (
    <table
      ref={ref}
      className={styles.table({ density })}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
    >
      <caption className={styles.caption}>{title}</caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id} className={styles.row}>
            <th scope="row" className={styles.label}>
              {formatQuantity(line.label, line.quantity)}
            </th>
            <td className={styles.amount}>{formatYen(line.amount)}</td>
          </tr>
        ))}
        {discounts.map((discount) => (
          <tr key={discount.label} className={`${styles.row} ${styles.discount}`}>
            <th scope="row" className={styles.label}>
              {discount.label}
            </th>
            <td className={styles.amount}>{formatYen(-discount.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.totalRow}>
          <th scope="row" className={styles.label}>
            {totalLabel}
          </th>
          <td className={styles.amount}>{formatYen(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
