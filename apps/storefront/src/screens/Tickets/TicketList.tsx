import { type Answer, formatDate } from '@venue/ticket-core';
import { TicketCard } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { formatSlot } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import { tenant } from '../../tenant.ts';
import * as screen from '../screen.css.ts';
import * as styles from './tickets.css.ts';

/** What both the ticket view and the shared view show. */
export type ReservationTickets = Omit<Answer<'getSharedTickets'>, 'share_token'>;

/**
 * The tickets of a reservation, each with its QR code, status, kind, time range and ticket number,
 * after the reservation's product, slot, options and set products.
 */
export function TicketList({ reservation }: { reservation: ReservationTickets }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatQuantity = (name: string, count: number) => t('tickets.quantity', { name, count });
  return (
    <>
      <header className={styles.header}>
        <h1 className={styles.headerTitle}>{reservation.product_name}</h1>
        <p className={styles.headerNote}>
          {formatDate(reservation.reservation_from, language)}{' '}
          {formatSlot(reservation.reservation_from, reservation.reservation_to)}
        </p>
      </header>
      <section className={screen.section} aria-label={t('tickets.contents')}>
        <ul className={styles.summary}>
          {reservation.options.map((option) => (
            <li key={option.id}>{formatQuantity(option.name, option.quantity)}</li>
          ))}
          {reservation.set_products.map((set) => (
            <li key={set.product_name}>{formatQuantity(set.product_name, set.quantity)}</li>
          ))}
        </ul>
      </section>
      <ul className={styles.list} aria-label={t('tickets.list')}>
        {reservation.tickets.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard
              displayType={tenant.ticketPage.displayType}
              qrValue={ticket.qr_code}
              qrLabel={t('tickets.qr', { number: ticket.num })}
              status={ticket.status}
              statusLabel={t(`tickets.status.${ticket.status}`)}
              kind={ticket.kind}
              kindLabel={t(`tickets.kind.${ticket.kind}`)}
              productName={ticket.kind === 'set' ? ticket.name : reservation.product_name}
              dateLabel={formatDate(ticket.start_at, language)}
              timeLabel={formatSlot(ticket.start_at, ticket.end_at)}
              options={ticket.kind === 'gate' ? [{ name: ticket.name, quantity: 1 }] : []}
              formatQuantity={formatQuantity}
              ticketNumber={ticket.num}
              namingRight={reservation.naming_right ?? undefined}
              caution={reservation.caution ?? undefined}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
