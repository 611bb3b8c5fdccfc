import type { ticketKinds, ticketStatuses } from '@venue/ticket-core';
import type { Ref } from 'react';
import { QrCode } from '../QrCode/index.ts';
import * as styles from './TicketCard.css.ts';

export type TicketStatus = (typeof ticketStatuses)[number];
export type TicketKind = (typeof ticketKinds)[number];

/** An option bought with the ticket. */
export interface TicketOption {
  name: string;
  quantity: number;
}

export interface TicketCardProps extends styles.TicketCardVariants {
  /** Text encoded in the QR code (the ticket's `qr_code`). */
  qrValue: string;
  /** Accessible name of the QR code image, already translated. */
  qrLabel: string;
  status: TicketStatus;
  /** The status as the visitor reads it, already translated. */
  statusLabel: string;
  kind: TicketKind;
  kindLabel: string;
  productName: string;
  /** The visit day, already formatted (year/month/day with weekday). */
  dateLabel?: string;
  /** The visit's time range, already formatted ('10:00 ~ 11:00'; core's `formatTimeRange`). */
  timeLabel: string;
  options?: readonly TicketOption[];
  /** Joins an option name and its quantity, e.g. `'Audio guide × 2'`. */
  formatQuantity: (name: string, quantity: number) => string;
  /** Ticket number, e.g. `T-000123-1`. */
  ticketNumber?: string;
  namingRight?: string;
  caution?: string;
  /** While the ticket is being fetched or refreshed: a dimmed code and grey text bars, marked busy. */
  isLoading?: boolean;
  ref?: Ref<HTMLElement>;
}

/** One ticket: its QR code, status badge, kind, product, time range, options, naming right and caution. */
export function TicketCard({
  qrValue,
  qrLabel,
  status,
  statusLabel,
  kind,
  kindLabel,
  productName,
  dateLabel,
  timeLabel,
  options = [],
  formatQuantity,
  ticketNumber,
  namingRight,
  caution,
  isLoading = false,
  displayType,
  ref,
}: TicketCardProps) {
  return (
    <article
      ref={ref}
      aria-label={productName}
      className={styles.card({ displayType })}
      data-status={status}
      data-kind={kind}
      aria-busy={isLoading || undefined}
      data-loading={isLoading || undefined}
    >
      <QrCode
        value={qrValue}
        label={qrLabel}
        className={displayType === 'compact' ? `${styles.qr} ${styles.compactQr}` : styles.qr}
      />
      <div className={styles.body}>
        <div className={styles.meta}>
          <span className={styles.badge({ status })}>{statusLabel}</span>
          <span className={styles.kind}>{kindLabel}</span>
        </div>
        <h3 className={styles.title}>{productName}</h3>
        {namingRight ? <p className={styles.note}>{namingRight}</p> : null}
        <p className={styles.note}>
          {dateLabel ? `${dateLabel} ` : null}
          <span className={styles.time}>{timeLabel}</span>
        </p>
        {options.length > 0 ? (
          <ul className={styles.list}>
            {options.map((option) => (
              <li key={option.name}>{formatQuantity(option.name, option.quantity)}</li>
            ))}
          </ul>
        ) : null}
        {ticketNumber ? <p className={styles.note}>{ticketNumber}</p> : null}
        {caution ? <p className={styles.caution}>{caution}</p> : null}
      </div>
    </article>
  );
}
