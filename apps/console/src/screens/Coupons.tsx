import { Button, DataTable, type DataTableColumn, TextField } from '@venue/ticket-ui';
import type { TFunction } from 'i18next';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { DateField } from '../app/DateField.tsx';
import { DownloadLink } from '../app/DownloadLink.tsx';
import { FailureAlert } from '../app/FailureAlert.tsx';
import { formatDateTime } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { useConfirmedChange } from '../app/useConfirmedChange.tsx';

/** The venue day of `now`, `yyyy-MM-dd`. */
const venueDay = (now: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date(now));

export interface CouponsProps {
  /** The moment whose venue day new invitation codes start from (ms since the epoch); the clock's by default. */
  now?: number;
}

/** A code's or a batch's days of validity. */
const validityColumn = (t: TFunction): DataTableColumn<{ valid_from: string; valid_to: string }> => ({
  id: 'validity',
  header: t('coupons.validity'),
  cell: (row) => `${row.valid_from} – ${row.valid_to}`,
});

/**
 * Coupons: each code's use, disabling and enabling a code (asked first), and batches of invitation codes,
 * made under one batch id (a second click makes no second batch) and downloaded as CSV.
 */
export function Coupons({ now = Date.now() }: CouponsProps) {
  const { t } = useTranslation();
  const { api } = useConsole();
  const coupons = useCall((signal) => api.getConsoleCoupons({ signal }), 'coupons');
  const change = useConfirmedChange(coupons.reload);
  const [batch, setBatch] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState({ name: '', prefix: '', count: '10', from: venueDay(now), to: '' });
  const count = Number(draft.count);
  const valid =
    draft.name.trim() !== '' &&
    /^[A-Z0-9]{0,8}$/.test(draft.prefix) &&
    Number.isInteger(count) &&
    count >= 1 &&
    count <= 1000 &&
    draft.from !== '' &&
    draft.to !== '' &&
    draft.from <= draft.to;
  const generate = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return;
    change.ask({
      title: t('coupons.generateTitle'),
      message: t('coupons.generateMessage', {
        count,
        name: draft.name.trim(),
        from: draft.from,
        to: draft.to,
      }),
      done: t('coupons.generated', { count }),
      run: async () => {
        await api.createConsoleInvitations({
          body: {
            batch,
            count,
            prefix: draft.prefix,
            name: draft.name.trim(),
            valid_from: draft.from,
            valid_to: draft.to,
          },
        });
        setBatch(crypto.randomUUID());
      },
    });
  };
  const value = coupons.value;
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('coupons.title')}</h1>
      {change.element}
      <FailureAlert failure={coupons.failure} />
      <CardSection id="coupon-codes" title={t('coupons.codes')}>
        {value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : value.coupons.length === 0 ? (
          <p>{t('coupons.none')}</p>
        ) : (
          <DataTable
            label={t('coupons.codes')}
            rows={value.coupons}
            rowKey={(coupon) => coupon.code}
            rowData={(coupon) => ({ 'data-code': coupon.code })}
            rowMuted={(coupon) => coupon.disabled}
            columns={[
              { id: 'code', header: t('coupons.code'), cell: (coupon) => coupon.code },
              { id: 'name', header: t('coupons.name'), cell: (coupon) => coupon.name },
              validityColumn(t),
              {
                id: 'used',
                header: t('coupons.used'),
                align: 'end',
                cell: (coupon) =>
                  coupon.usage_limit === null ? coupon.used : `${coupon.used} / ${coupon.usage_limit}`,
              },
              {
                id: 'state',
                header: t('stock.state'),
                cell: (coupon) => t(coupon.disabled ? 'coupons.disabled' : 'coupons.enabled'),
              },
              {
                id: 'actions',
                header: t('stock.actions'),
                cell: (coupon) => (
                  <Button
                    variant="secondary"
                    size="small"
                    aria-label={t(coupon.disabled ? 'coupons.enableLabel' : 'coupons.disableLabel', {
                      code: coupon.code,
                    })}
                    onPress={() =>
                      change.ask({
                        title: t(coupon.disabled ? 'coupons.enableTitle' : 'coupons.disableTitle', {
                          code: coupon.code,
                        }),
                        message: t(coupon.disabled ? 'coupons.enableMessage' : 'coupons.disableMessage'),
                        done: t(coupon.disabled ? 'coupons.enabledDone' : 'coupons.disabledDone', {
                          code: coupon.code,
                        }),
                        run: () =>
                          api.setConsoleCoupon({
                            params: { code: coupon.code },
                            body: { disabled: !coupon.disabled },
                          }),
                      })
                    }
                  >
                    {t(coupon.disabled ? 'coupons.enable' : 'coupons.disable')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </CardSection>
      <CardSection id="coupon-invitations" title={t('coupons.invitations')}>
        <form className={styles.toolbar} onSubmit={generate}>
          <TextField
            label={t('coupons.batchName')}
            value={draft.name}
            onChange={(event) => setDraft({ ...draft, name: event.target.value })}
          />
          <TextField
            label={t('coupons.prefix')}
            value={draft.prefix}
            onChange={(event) => setDraft({ ...draft, prefix: event.target.value.toUpperCase() })}
          />
          <label className={styles.field}>
            {t('coupons.count')}
            <input
              className={styles.smallInput}
              type="number"
              min={1}
              max={1000}
              value={draft.count}
              onChange={(event) => setDraft({ ...draft, count: event.target.value })}
            />
          </label>
          <DateField
            label={t('coupons.validFrom')}
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
          <DateField
            label={t('coupons.validTo')}
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
          />
          <Button type="submit" variant="primary" isDisabled={!valid}>
            {t('coupons.generate')}
          </Button>
        </form>
        <p className={styles.muted}>{t('coupons.invitationHint')}</p>
        {value && value.batches.length > 0 ? (
          <DataTable
            label={t('coupons.batches')}
            rows={value.batches}
            rowKey={(entry) => entry.batch}
            columns={[
              { id: 'name', header: t('coupons.batchName'), cell: (entry) => entry.name },
              {
                id: 'created',
                header: t('coupons.created'),
                cell: (entry) => (entry.created_at ? formatDateTime(entry.created_at) : ''),
              },
              validityColumn(t),
              { id: 'count', header: t('coupons.count'), align: 'end', cell: (entry) => entry.count },
              { id: 'used', header: t('coupons.used'), align: 'end', cell: (entry) => entry.used },
              {
                id: 'download',
                header: t('coupons.download'),
                cell: (entry) => (
                  <DownloadLink path={`/coupons/invitations/${entry.batch}/codes.csv`}>
                    {t('coupons.downloadCsv', { name: entry.name })}
                  </DownloadLink>
                ),
              },
            ]}
          />
        ) : null}
      </CardSection>
    </main>
  );
}
