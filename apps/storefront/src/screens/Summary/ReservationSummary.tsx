import type { Answer } from '@venue/ticket-core';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../format.ts';
import { SummaryPanel } from './OrderSummary.tsx';
import * as styles from './summary.css.ts';

/** A finished purchase beside the complete page: its reservation number, visit, counts and amount paid. */
export function ReservationSummary({ reservation }: { reservation: Answer<'getTickets'> }) {
  const { t } = useTranslation();
  const lines = [
    ...reservation.options.map((option) => ({ key: `o${option.id}`, ...option })),
    ...reservation.set_products.map((set, index) => ({
      key: `s${index}`,
      name: set.product_name,
      quantity: set.quantity,
    })),
  ];
  return (
    <SummaryPanel
      productName={reservation.product_name}
      from={reservation.reservation_from}
      to={reservation.reservation_to}
      total={reservation.price}
      details={
        <dl className={styles.facts}>
          {lines.map((line) => (
            <div key={line.key}>
              <dt>{line.name}</dt>
              <dd>× {line.quantity}</dd>
            </div>
          ))}
          <div className={styles.totalFact}>
            <dt>{t('summary.total')}</dt>
            <dd>{formatYen(reservation.price)}</dd>
          </div>
        </dl>
      }
    >
      <p className={styles.reservationNumber}>
        {t('complete.reservationNumber')}: <strong>{reservation.reservation_number}</strong>
      </p>
    </SummaryPanel>
  );
}
