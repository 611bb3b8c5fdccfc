import { StatTile } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import { adminFileUrl } from '../app/adminPath.ts';
import * as styles from '../app/console.css.ts';
import { formatYen } from '../app/format.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';

/** A venue day `days` from today (Asia/Tokyo), `yyyy-MM-dd`. */
function venueDay(days = 0): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

/**
 * Reports: sales per day by product, ticket type, payment method and channel over a period; check-ins per
 * hour of a day; the orders and check-ins of the period as CSV files.
 */
export function Reports() {
  const { t, i18n } = useTranslation();
  const { api, venueId } = useConsole();
  const [period, setPeriod] = useState({ from: venueDay(-6), to: venueDay() });
  const [day, setDay] = useState(venueDay());
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
    }),
    { orders: 0, tickets: 0, paid: 0 },
  );
  const periodText = `${period.from} – ${period.to}`;
  const fileQuery = { from: period.from, to: period.to, lang };
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('reports.title')}</h1>
      <div className={styles.toolbar}>
        <label className={styles.field}>
          {t('reports.from')}
          <input
            className={styles.input}
            type="date"
            value={period.from}
            onChange={(event) => event.target.value && setPeriod({ ...period, from: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          {t('reports.to')}
          <input
            className={styles.input}
            type="date"
            value={period.to}
            onChange={(event) => event.target.value && setPeriod({ ...period, to: event.target.value })}
          />
        </label>
        <a
          className={styles.downloadLink}
          href={adminFileUrl(venueId, '/reports/orders.csv', fileQuery)}
          download
        >
          {t('reports.ordersCsv')}
        </a>
        <a
          className={styles.downloadLink}
          href={adminFileUrl(venueId, '/reports/check-ins.csv', fileQuery)}
          download
        >
          {t('reports.checkInsCsv')}
        </a>
      </div>
      {sales.failure ? (
        <p className={styles.error} role="alert">
          {t(errorKeyOf(sales.failure))}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="report-sales">
        <h2 id="report-sales" className={styles.subheading}>
          {t('reports.sales')}
        </h2>
        <div className={styles.tiles}>
          <StatTile label={t('reports.orders')} value={totals.orders} hint={periodText} />
          <StatTile label={t('reports.tickets')} value={totals.tickets} hint={periodText} />
          <StatTile
            label={t('reports.paid')}
            value={formatYen(totals.paid)}
            hint={periodText}
            tone="positive"
          />
        </div>
        {sales.value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : sales.value.rows.length === 0 ? (
          <p>{t('reports.noSales')}</p>
        ) : (
          <ScrollTable label={t('reports.sales')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('stock.date')}</th>
                  <th scope="col">{t('today.product')}</th>
                  <th scope="col">{t('reports.ticketType')}</th>
                  <th scope="col">{t('order.method')}</th>
                  <th scope="col">{t('order.channel')}</th>
                  <th scope="col" className={styles.number}>
                    {t('reports.tickets')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('reports.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {sales.value.rows.map((row) => (
                  <tr
                    key={`${row.date} ${row.product_name} ${row.ticket_type} ${row.payment_method} ${row.channel}`}
                  >
                    <th scope="row">{row.date}</th>
                    <td>{row.product_name}</td>
                    <td>{row.ticket_type}</td>
                    <td>{row.payment_method}</td>
                    <td>{t(`reports.channel.${row.channel === 'spot' ? 'spot' : 'web'}`)}</td>
                    <td className={styles.number}>{row.quantity}</td>
                    <td className={styles.number}>{formatYen(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <section className={styles.card} aria-labelledby="report-check-ins">
        <h2 id="report-check-ins" className={styles.subheading}>
          {t('reports.checkIns')}
        </h2>
        <div className={styles.toolbar}>
          <label className={styles.field}>
            {t('today.date')}
            <input
              className={styles.input}
              type="date"
              value={day}
              onChange={(event) => event.target.value && setDay(event.target.value)}
            />
          </label>
          <StatTile label={t('reports.checkedIn')} value={checkIns.value?.total ?? '—'} hint={day} />
        </div>
        {checkIns.value ? (
          <ScrollTable label={t('reports.checkIns')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('reports.hour')}</th>
                  <th scope="col" className={styles.number}>
                    {t('reports.checkedIn')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {checkIns.value.hours
                  .filter((hour) => hour.count > 0 || (hour.hour >= 8 && hour.hour <= 20))
                  .map((hour) => (
                    <tr key={hour.hour}>
                      <th scope="row">{`${String(hour.hour).padStart(2, '0')}:00`}</th>
                      <td className={styles.number}>{hour.count}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </ScrollTable>
        ) : null}
      </section>
    </main>
  );
}
