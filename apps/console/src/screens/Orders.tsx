import { type OrderStatusName, orderStatuses } from '@venue/ticket-core';
import { Button, Select, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { errorKeyOf } from '../api/consoleApi.ts';
import * as styles from '../app/console.css.ts';
import { formatDateTime, formatSlot, formatYen } from '../app/format.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';

const perPage = 20;
const anyStatus = 'any';

/** Finding orders: one box for number, address, phone or name, the visit date and the status. */
export function Orders() {
  const { t, i18n } = useTranslation();
  const { api, venueId } = useConsole();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const date = params.get('date') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const [draft, setDraft] = useState({ q, date, status: status || anyStatus });
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const found = useCall(
    (signal) =>
      api.searchConsoleOrders({
        query: {
          q: q || undefined,
          date: date || undefined,
          status: (status || undefined) as OrderStatusName | undefined,
          page,
          per_page: perPage,
          lang,
        },
        signal,
      }),
    `${q}|${date}|${status}|${page}|${lang}`,
  );
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (draft.q.trim()) next.set('q', draft.q.trim());
    if (draft.date) next.set('date', draft.date);
    if (draft.status !== anyStatus) next.set('status', draft.status);
    setParams(next);
  };
  const goTo = (target: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(target));
    setParams(next);
  };
  const result = found.value;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.per_page)) : 1;
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('orders.title')}</h1>
      <search>
        <form className={styles.toolbar} onSubmit={search}>
          <TextField
            label={t('orders.searchHint')}
            name="q"
            type="search"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
          />
          <label className={styles.field}>
            {t('orders.date')}
            <input
              className={styles.input}
              type="date"
              name="date"
              value={draft.date}
              onChange={(event) => setDraft({ ...draft, date: event.target.value })}
            />
          </label>
          <Select
            label={t('orders.status')}
            options={[
              { value: anyStatus, label: t('orders.anyStatus') },
              ...orderStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
            value={draft.status}
            onChange={(value) => setDraft({ ...draft, status: value })}
          />
          <Button type="submit">{t('orders.search')}</Button>
        </form>
      </search>
      {found.failure ? (
        <p className={styles.error} role="alert">
          {t(errorKeyOf(found.failure))}
        </p>
      ) : null}
      <div className={styles.card} aria-busy={found.loading}>
        {result ? (
          <>
            <p className={styles.muted}>{t('orders.count', { total: result.total })}</p>
            {result.orders.length === 0 ? (
              <p>{t('orders.none')}</p>
            ) : (
              <ScrollTable label={t('orders.title')}>
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">{t('order.number')}</th>
                      <th scope="col">{t('order.name')}</th>
                      <th scope="col">{t('order.email')}</th>
                      <th scope="col">{t('order.visit')}</th>
                      <th scope="col">{t('order.status')}</th>
                      <th scope="col" className={styles.number}>
                        {t('order.quantity')}
                      </th>
                      <th scope="col" className={styles.number}>
                        {t('order.price')}
                      </th>
                      <th scope="col">{t('order.created')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.orders.map((order) => (
                      <tr key={order.order_id}>
                        <th scope="row">
                          <Link className={styles.link} to={`/${venueId}/orders/${order.order_id}`}>
                            {order.reservation_number ?? `#${order.order_id}`}
                          </Link>
                        </th>
                        <td>{order.name}</td>
                        <td>{order.email}</td>
                        <td>
                          {formatDateTime(order.start_at)} ({formatSlot(order.start_at, order.end_at)})
                        </td>
                        <td>{t(`status.${order.status}`)}</td>
                        <td className={styles.number}>{order.quantity}</td>
                        <td className={styles.number}>{formatYen(order.price)}</td>
                        <td>{formatDateTime(order.created_at)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            )}
            {pages > 1 ? (
              <nav className={styles.toolbar} aria-label={t('orders.page', { page, pages })}>
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={page <= 1}
                  onPress={() => goTo(page - 1)}
                >
                  {t('orders.previous')}
                </Button>
                <span className={styles.muted}>{t('orders.page', { page, pages })}</span>
                <Button
                  variant="secondary"
                  size="small"
                  isDisabled={page >= pages}
                  onPress={() => goTo(page + 1)}
                >
                  {t('orders.next')}
                </Button>
              </nav>
            ) : null}
          </>
        ) : found.loading ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : null}
      </div>
    </main>
  );
}
