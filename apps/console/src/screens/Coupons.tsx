import { Button, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import { adminFileUrl } from '../app/adminPath.ts';
import * as styles from '../app/console.css.ts';
import { formatDateTime } from '../app/format.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { useConfirmedChange } from '../app/useConfirmedChange.tsx';

/** Today at the venue, `yyyy-MM-dd`. */
const venueToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/**
 * Coupons: each code's use, disabling and enabling a code (asked first), and batches of invitation codes,
 * made under one batch id (a second click makes no second batch) and downloaded as CSV.
 */
export function Coupons() {
  const { t } = useTranslation();
  const { api, venueId } = useConsole();
  const coupons = useCall((signal) => api.getConsoleCoupons({ signal }), 'coupons');
  const change = useConfirmedChange(coupons.reload);
  const [batch, setBatch] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState({ name: '', prefix: '', count: '10', from: venueToday(), to: '' });
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
      {coupons.failure ? (
        <p className={styles.error} role="alert">
          {t(errorKeyOf(coupons.failure))}
        </p>
      ) : null}
      <section className={styles.card} aria-labelledby="coupon-codes">
        <h2 id="coupon-codes" className={styles.subheading}>
          {t('coupons.codes')}
        </h2>
        {value === null ? (
          <p className={styles.muted}>{t('app.loading')}</p>
        ) : value.coupons.length === 0 ? (
          <p>{t('coupons.none')}</p>
        ) : (
          <ScrollTable label={t('coupons.codes')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('coupons.code')}</th>
                  <th scope="col">{t('coupons.name')}</th>
                  <th scope="col">{t('coupons.validity')}</th>
                  <th scope="col" className={styles.number}>
                    {t('coupons.used')}
                  </th>
                  <th scope="col">{t('stock.state')}</th>
                  <th scope="col">{t('stock.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {value.coupons.map((coupon) => (
                  <tr
                    key={coupon.code}
                    data-code={coupon.code}
                    className={coupon.disabled ? styles.closedRow : undefined}
                  >
                    <th scope="row">{coupon.code}</th>
                    <td>{coupon.name}</td>
                    <td>
                      {coupon.valid_from} – {coupon.valid_to}
                    </td>
                    <td className={styles.number}>
                      {coupon.usage_limit === null ? coupon.used : `${coupon.used} / ${coupon.usage_limit}`}
                    </td>
                    <td>{t(coupon.disabled ? 'coupons.disabled' : 'coupons.enabled')}</td>
                    <td>
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
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </section>
      <section className={styles.card} aria-labelledby="coupon-invitations">
        <h2 id="coupon-invitations" className={styles.subheading}>
          {t('coupons.invitations')}
        </h2>
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
          <label className={styles.field}>
            {t('coupons.validFrom')}
            <input
              className={styles.input}
              type="date"
              value={draft.from}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
          </label>
          <label className={styles.field}>
            {t('coupons.validTo')}
            <input
              className={styles.input}
              type="date"
              value={draft.to}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
          </label>
          <Button type="submit" variant="primary" isDisabled={!valid}>
            {t('coupons.generate')}
          </Button>
        </form>
        <p className={styles.muted}>{t('coupons.invitationHint')}</p>
        {value && value.batches.length > 0 ? (
          <ScrollTable label={t('coupons.batches')}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('coupons.batchName')}</th>
                  <th scope="col">{t('coupons.created')}</th>
                  <th scope="col">{t('coupons.validity')}</th>
                  <th scope="col" className={styles.number}>
                    {t('coupons.count')}
                  </th>
                  <th scope="col" className={styles.number}>
                    {t('coupons.used')}
                  </th>
                  <th scope="col">{t('coupons.download')}</th>
                </tr>
              </thead>
              <tbody>
                {value.batches.map((entry) => (
                  <tr key={entry.batch}>
                    <th scope="row">{entry.name}</th>
                    <td>{entry.created_at ? formatDateTime(entry.created_at) : ''}</td>
                    <td>
                      {entry.valid_from} – {entry.valid_to}
                    </td>
                    <td className={styles.number}>{entry.count}</td>
                    <td className={styles.number}>{entry.used}</td>
                    <td>
                      <a
                        className={styles.link}
                        href={adminFileUrl(venueId, `/coupons/invitations/${entry.batch}/codes.csv`, {})}
                        download
                      >
                        {t('coupons.downloadCsv', { name: entry.name })}
                      </a>
                    </td>
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
