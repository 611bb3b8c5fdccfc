import { type OrderStatusName, orderStatuses } from '@venue/ticket-core';
import { Button, DataTable, Select, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { AnswerCard } from '../app/AnswerCard.tsx';
import * as styles from '../app/console.css.ts';
import { DateField } from '../app/DateField.tsx';
import { formatDateTime, formatSlot, formatYen } from '../app/format.ts';
import { Pager, pageOf } from '../app/Pager.tsx';
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
  const page = pageOf(params);
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
          <DateField
            label={t('orders.date')}
            name="date"
            value={draft.date}
            onChange={(next) => setDraft({ ...draft, date: next })}
          />
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
      <AnswerCard call={found}>
        {(result) => (
          <>
            <p className={styles.muted}>
              {t(result.total_is_lower_bound ? 'orders.countAtLeast' : 'orders.count', {
                total: result.total,
              })}
            </p>
            {result.orders.length === 0 ? (
              <p>{t('orders.none')}</p>
            ) : (
              <DataTable
                label={t('orders.title')}
                rows={result.orders}
                rowKey={(order) => order.order_id}
                columns={[
                  {
                    id: 'number',
                    header: t('order.number'),
                    cell: (order) => (
                      <Link className={styles.link} to={`/${venueId}/orders/${order.order_id}`}>
                        {order.reservation_number ?? `#${order.order_id}`}
                      </Link>
                    ),
                  },
                  { id: 'name', header: t('order.name'), cell: (order) => order.name },
                  { id: 'email', header: t('order.email'), cell: (order) => order.email },
                  {
                    id: 'visit',
                    header: t('order.visit'),
                    cell: (order) =>
                      `${formatDateTime(order.start_at)} (${formatSlot(order.start_at, order.end_at)})`,
                  },
                  { id: 'status', header: t('order.status'), cell: (order) => t(`status.${order.status}`) },
                  {
                    id: 'quantity',
                    header: t('order.quantity'),
                    align: 'end',
                    cell: (order) => order.quantity,
                  },
                  {
                    id: 'price',
                    header: t('order.price'),
                    align: 'end',
                    cell: (order) => formatYen(order.price),
                  },
                  {
                    id: 'created',
                    header: t('order.created'),
                    cell: (order) => formatDateTime(order.created_at),
                  },
                ]}
              />
            )}
            <Pager
              page={page}
              total={result.total}
              perPage={result.per_page}
              totalIsLowerBound={result.total_is_lower_bound}
              onPage={goTo}
            />
          </>
        )}
      </AnswerCard>
    </main>
  );
}
