import type { Ref } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './Receipt.css.ts';

/** A receipt line (`name`, `unit_price`, `quantity`, `amount`). */
export interface ReceiptLine {
  name: string;
  unitPrice: number;
  quantity: number;
  amount: number;
}

/** A discount, given as a positive amount in yen. */
export interface ReceiptDiscount {
  label: string;
  amount: number;
}

/** Texts of the receipt, already translated. */
export interface ReceiptLabels {
  title: string;
  addressee: string;
  /** After the addressee, e.g. '様'. */
  honorific: string;
  reservationNumber: string;
  issuedAt: string;
  lines: string;
  item: string;
  unitPrice: string;
  quantity: string;
  amount: string;
  paymentMethod: string;
  total: string;
  /** The tax breakdown line, e.g. `(taxable, tax) => '10%対象 ¥5,500（内消費税 ¥500）'`. */
  taxBreakdown: (taxable: string, tax: string) => string;
  print: string;
}

export interface ReceiptProps extends styles.ReceiptVariants {
  labels: ReceiptLabels;
  reservationNumber: string;
  /** Issue date, already formatted. */
  issuedAt: string;
  issuer: string;
  /** The tenant's print logo; its height comes from the theme (`logo.printHeight`). */
  logoUrl?: string;
  lines: readonly ReceiptLine[];
  discounts?: readonly ReceiptDiscount[];
  paymentMethodLabel: string;
  /** Tax-inclusive total in yen. */
  total: number;
  /** Consumption tax (10%) included in the total, in yen, as the server computed it. */
  tax: number;
  /** The addressee printed on the receipt (controlled). */
  addressee?: string;
  defaultAddressee?: string;
  onAddresseeChange?: (addressee: string) => void;
  /** The addressee was asked for before the receipt was made: it shows, focusable, and cannot change. */
  isAddresseeReadOnly?: boolean;
  formatYen: (yen: number) => string;
  /** Asks the page to print; hidden on paper. */
  onPrint?: () => void;
  /** While the receipt is being fetched: amounts show as grey bars, editing and printing wait. */
  isLoading?: boolean;
  ref?: Ref<HTMLElement>;
}

/** A printable receipt: editable addressee, lines, discounts, payment method, total and its tax. */
export function Receipt({
  labels,
  reservationNumber,
  issuedAt,
  issuer,
  logoUrl,
  lines,
  discounts = [],
  paymentMethodLabel,
  total,
  tax,
  addressee,
  defaultAddressee,
  onAddresseeChange,
  isAddresseeReadOnly = false,
  formatYen,
  onPrint,
  isLoading = false,
  tone,
  ref,
}: ReceiptProps) {
  const [name, setName] = useControlledState(addressee, defaultAddressee ?? '', onAddresseeChange);
  return (
    <article
      ref={ref}
      className={styles.receipt({ tone })}
      aria-label={labels.title}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
    >
      <div className={styles.header}>
        <h2 className={styles.title}>{labels.title}</h2>
        <p className={styles.meta}>
          {labels.reservationNumber}: {reservationNumber}
          <br />
          {labels.issuedAt}: {issuedAt}
        </p>
      </div>
      <TextField
        variant="underlined"
        label={labels.addressee}
        value={name}
        onChange={(event) => setName(event.target.value)}
        autoComplete="name"
        disabled={isLoading}
        readOnly={isAddresseeReadOnly}
        after={<span className={styles.honorific}>{labels.honorific}</span>}
      />
      <div className={styles.amountBox}>
        <span>{labels.total}</span>
        <span className={styles.amountValue}>{formatYen(total)}</span>
      </div>
      <p className={styles.note}>{labels.taxBreakdown(formatYen(total), formatYen(tax))}</p>
      <table className={styles.table}>
        <caption className={styles.caption}>{labels.lines}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.headCell}>
              {labels.item}
            </th>
            {[labels.unitPrice, labels.quantity, labels.amount].map((heading) => (
              <th key={heading} scope="col" className={styles.numberHeadCell}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.name}-${line.unitPrice}`}>
              <th scope="row" className={styles.cell}>
                {line.name}
              </th>
              <td className={styles.numberCell}>{formatYen(line.unitPrice)}</td>
              <td className={styles.numberCell}>{line.quantity}</td>
              <td className={styles.numberCell}>{formatYen(line.amount)}</td>
            </tr>
          ))}
          {discounts
            .filter((discount) => discount.amount > 0)
            .map((discount) => (
              <tr key={discount.label}>
                <th scope="row" colSpan={3} className={styles.cell}>
                  {discount.label}
                </th>
                <td className={styles.numberCell}>{formatYen(-discount.amount)}</td>
              </tr>
            ))}
        </tbody>
        <tfoot>
          <tr className={styles.footRow}>
            <th scope="row" colSpan={3} className={styles.cell}>
              {labels.paymentMethod}
            </th>
            <td className={styles.numberCell}>{paymentMethodLabel}</td>
          </tr>
          <tr className={styles.footRow}>
            <th scope="row" colSpan={3} className={styles.cell}>
              {labels.total}
            </th>
            <td className={styles.numberCell}>{formatYen(total)}</td>
          </tr>
        </tfoot>
      </table>
      <div className={styles.header}>
        <p className={styles.note}>{issuer}</p>
        {logoUrl ? <img className={styles.logo} src={logoUrl} alt={issuer} /> : null}
      </div>
      {onPrint ? (
        <div className={styles.screenOnly}>
          <Button variant="secondary" onPress={onPrint} isDisabled={isLoading}>
            {labels.print}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
