import { DataTable } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { errorKeyOf } from '../api/consoleApi.ts';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { formatDateTime, formatSlot, formatYen } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { CancelAction } from './CancelAction.tsx';
import { DateChangeAction } from './DateChangeAction.tsx';
import { lineColumns, orderLineRows, paymentColumns, ticketColumns } from './orderColumns.tsx';
import { ResendAction } from './ResendAction.tsx';
import { TicketAdmissions } from './TicketAdmissions.tsx';

/** One order: the buyer, what was ordered, its tickets and payments, and what happened to it. */
export function OrderPage() {
  const { t, i18n } = useTranslation();
  const { api, venueId, may } = useConsole();
  const orderId = Number(useParams().orderId);
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const found = useCall(
    (signal) => api.getConsoleOrder({ params: { order_id: orderId }, query: { lang }, signal }),
    `${orderId} ${lang}`,
  );
  const order = found.value;
  const checkIns = may('tickets.checkIn') && order?.status === 'completed';
  return (
    <main className={styles.main}>
      <p>
        <Link className={styles.link} to={`/${venueId}/orders`}>
          {t('order.back')}
        </Link>
      </p>
      {found.failure ? (
        <p className={styles.error} role="alert">
          {t(errorKeyOf(found.failure))}
        </p>
      ) : null}
      {!order ? (
        found.loading ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : null
      ) : (
        <>
          <h1 className={styles.heading}>
            {t('order.number')} {order.reservation_number ?? t('order.noNumber')}
          </h1>
          <CardSection id="order-summary" title={order.product_name}>
            <dl className={styles.facts}>
              <dt>{t('order.status')}</dt>
              <dd>{t(`status.${order.status}`)}</dd>
              <dt>{t('order.visit')}</dt>
              <dd>
                {formatDateTime(order.start_at)} ({formatSlot(order.start_at, order.end_at)})
              </dd>
              <dt>{t('order.quantity')}</dt>
              <dd>{order.quantity}</dd>
              <dt>{t('order.price')}</dt>
              <dd>{formatYen(order.price)}</dd>
              <dt>{t('order.channel')}</dt>
              <dd>{order.channel}</dd>
              <dt>{t('order.created')}</dt>
              <dd>{formatDateTime(order.created_at)}</dd>
            </dl>
          </CardSection>
          {may('orders.resend') || may('orders.changeDate') || may('orders.cancel') ? (
            <CardSection id="order-actions" title={t('order.actions')}>
              {order.status !== 'completed' ? <p className={styles.muted}>{t('order.noActions')}</p> : null}
              {may('orders.resend') && order.status === 'completed' && order.email ? (
                <div className={styles.toolbar}>
                  <ResendAction
                    orderId={order.order_id}
                    email={order.email}
                    version={order.version}
                    reload={found.reload}
                  />
                </div>
              ) : null}
              {may('orders.changeDate') && order.status === 'completed' ? (
                <DateChangeAction order={order} reload={found.reload} />
              ) : null}
              {may('orders.cancel') ? <CancelAction order={order} reload={found.reload} /> : null}
            </CardSection>
          ) : null}
          <CardSection id="order-buyer" title={t('order.buyer')}>
            <dl className={styles.facts}>
              <dt>{t('order.name')}</dt>
              <dd>{order.name}</dd>
              <dt>{t('order.email')}</dt>
              <dd>{order.email}</dd>
              <dt>{t('order.phone')}</dt>
              <dd>{order.phone}</dd>
              {order.customer
                .filter((answer) => !['fullname', 'email', 'phone'].includes(answer.key))
                .map((answer) => (
                  <div key={answer.key} className={styles.factRow}>
                    <dt>{answer.key}</dt>
                    <dd>{answer.value}</dd>
                  </div>
                ))}
            </dl>
          </CardSection>
          <CardSection id="order-lines" title={t('order.lines')}>
            <DataTable
              label={t('order.lines')}
              columns={lineColumns(t)}
              rows={orderLineRows(order, t)}
              rowKey={(row) => row.key}
            />
          </CardSection>
          <CardSection id="order-tickets" title={t('order.tickets')}>
            <DataTable
              label={t('order.tickets')}
              columns={ticketColumns(t, checkIns ? { order, reload: found.reload } : null)}
              rows={order.tickets}
              rowKey={(ticket) => ticket.id}
            />
          </CardSection>
          <TicketAdmissions tickets={order.tickets} />
          <CardSection id="order-payments" title={t('order.payments')}>
            <DataTable
              label={t('order.payments')}
              columns={paymentColumns(t)}
              rows={order.payments}
              rowKey={(payment) => payment.id}
            />
          </CardSection>
          <CardSection id="order-history" title={t('order.history')}>
            <ol>
              {order.history.map((entry) => (
                <li key={`${entry.at}-${entry.kind}-${entry.detail}`}>
                  <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> {entry.detail}
                  {entry.staff_email ? ` — ${entry.staff_email}` : ''}
                </li>
              ))}
            </ol>
          </CardSection>
        </>
      )}
    </main>
  );
}
