import { DataTable, StatTile } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { DateField } from '../app/DateField.tsx';
import { DownloadLink } from '../app/DownloadLink.tsx';
import { FailureAlert } from '../app/FailureAlert.tsx';
import { formatYen } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';

/** A venue day `days` from the day of `now` (Asia/Tokyo), `yyyy-MM-dd`. */
function venueDay(now: number, days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(now + days * 86_400_000),
  );
}

export interface ReportsProps {
  /** The moment whose venue day the page starts from (ms since the epoch); the clock's by default. */
  now?: number;
}

/**
 * Reports: sales per day by product, ticket type, payment method and channel over a period; check-ins per
 * hour of a day; the orders and check-ins of the period as CSV files.
 */
export function Reports({ now = Date.now() }: ReportsProps) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const [period, setPeriod] = useState(() => ({ from: venueDay(now, -6), to: venueDay(now) }));
  const [day, setDay] = useState(() => venueDay(now));
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const sales = useCall(
    (signal) => api.getConsoleSalesReport({ query: { ...period, lang }, signal }),
    `${period.from}|${period.to}|${lang}`,
  );
  const checkIns = useCall((signal) => api.getConsoleCheckInReport({ query: { date: day }, signal }), day);
  const totals = (sales.value?.days ?? []).reduce(
    (sum, entry) => ({
      orders: sum.orders + entry.orders,
      tickets: sum.tickets + entry.tickets,
      paid: sum.paid + entry.paid,
      refunded: sum.refunded + entry.refunded,
    }),
    { orders: 0, tickets: 0, paid: 0, refunded: 0 },
  );
  const periodText = `${period.from} – ${period.to}`;
  const fileQuery = { from: period.from, to: period.to, lang };
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('reports.title')}</h1>
      <div className={styles.toolbar}>
        <DateField
          label={t('reports.from')}
          value={period.from}
          onChange={(from) => from && setPeriod({ ...period, from })}
        />
        <DateField
          label={t('reports.to')}
          value={period.to}
          onChange={(to) => to && setPeriod({ ...period, to })}
        />
        <DownloadLink look="button" path="/reports/orders.csv" query={fileQuery}>
          {t('reports.ordersCsv')}
        </DownloadLink>
        <DownloadLink look="button" path="/reports/check-ins.csv" query={fileQuery}>
          {t('reports.checkInsCsv')}
        </DownloadLink>
      </div>
      <FailureAlert failure={sales.failure} />
      <CardSection id="report-sales" title={t('reports.sales')}>
        <div className={styles.tiles}>
          <StatTile label={t('reports.orders')} value={totals.orders} hint={periodText} />
          <StatTile label={t('reports.tickets')} value={totals.tickets} hint={periodText} />
          <StatTile
            label={t('reports.paid')}
            value={formatYen(totals.paid)}
            hint={periodText}
            tone="positive"
          />
          <StatTile label={t('reports.refunded')} value={formatYen(totals.refunded)} hint={periodText} />
          <StatTile
            label={t('reports.net')}
            value={formatYen(totals.paid - totals.refunded)}
            hint={periodText}
          />
        </div>
        {sales.value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : sales.value.rows.length === 0 ? (
          <p>{t('reports.noSales')}</p>
        ) : (
          <DataTable
            label={t('reports.sales')}
            rows={sales.value.rows}
            rowKey={(row) =>
              `${row.date} ${row.product_name} ${row.ticket_type} ${row.payment_method} ${row.channel}`
            }
            columns={[
              { id: 'date', header: t('stock.date'), cell: (row) => row.date },
              { id: 'product', header: t('today.product'), cell: (row) => row.product_name },
              { id: 'ticketType', header: t('reports.ticketType'), cell: (row) => row.ticket_type },
              { id: 'method', header: t('order.method'), cell: (row) => row.payment_method },
              {
                id: 'channel',
                header: t('order.channel'),
                cell: (row) => t(`reports.channel.${row.channel === 'spot' ? 'spot' : 'web'}`),
              },
              { id: 'tickets', header: t('reports.tickets'), align: 'end', cell: (row) => row.quantity },
              {
                id: 'amount',
                header: t('reports.amount'),
                align: 'end',
                cell: (row) => formatYen(row.amount),
              },
            ]}
          />
        )}
      </CardSection>
      <CardSection id="report-check-ins" title={t('reports.checkIns')}>
        <div className={styles.toolbar}>
          <DateField label={t('today.date')} value={day} onChange={(next) => next && setDay(next)} />
          <StatTile label={t('reports.checkedIn')} value={checkIns.value?.total ?? '—'} hint={day} />
        </div>
        {checkIns.value ? (
          <DataTable
            label={t('reports.checkIns')}
            rows={checkIns.value.hours.filter(
              (hour) => hour.count > 0 || (hour.hour >= 8 && hour.hour <= 20),
            )}
            rowKey={(hour) => hour.hour}
            columns={[
              {
                id: 'hour',
                header: t('reports.hour'),
                cell: (hour) => `${String(hour.hour).padStart(2, '0')}:00`,
              },
              { id: 'count', header: t('reports.checkedIn'), align: 'end', cell: (hour) => hour.count },
            ]}
          />
        ) : null}
      </CardSection>
    </main>
  );
}
