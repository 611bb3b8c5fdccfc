import { Button } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorKeyOf } from '../api/consoleApi.ts';
import * as styles from '../app/console.css.ts';
import { formatDateTime } from '../app/format.ts';
import { ScrollTable } from '../app/ScrollTable.tsx';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';

const perPage = 50;

/** The venue's audit log for managers, newest first, a page at a time; read only. */
export function AuditLog() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const found = useCall(
    (signal) => api.getConsoleAuditLog({ query: { page, per_page: perPage }, signal }),
    String(page),
  );
  const result = found.value;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.per_page)) : 1;
  const goTo = (target: number) => setParams(new URLSearchParams({ page: String(target) }));
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('audit.title')}</h1>
      {found.failure ? (
        <p className={styles.error} role="alert">
          {t(errorKeyOf(found.failure))}
        </p>
      ) : null}
      <div className={styles.card} aria-busy={found.loading}>
        {result ? (
          <>
            <p className={styles.muted}>{t('audit.count', { total: result.total })}</p>
            <ScrollTable label={t('audit.title')}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.when')}</th>
                    <th scope="col">{t('audit.who')}</th>
                    <th scope="col">{t('audit.action')}</th>
                    <th scope="col">{t('audit.target')}</th>
                    <th scope="col">{t('audit.before')}</th>
                    <th scope="col">{t('audit.after')}</th>
                  </tr>
                </thead>
                <tbody>
                  {result.entries.map((entry) => (
                    <tr key={entry.id}>
                      <th scope="row">
                        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                      </th>
                      <td>{entry.staff_email}</td>
                      <td>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                      <td>{entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}` : ''}</td>
                      <td className={styles.code}>{entry.before ?? ''}</td>
                      <td className={styles.code}>{entry.after ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
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
