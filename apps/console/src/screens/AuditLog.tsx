import { DataTable } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { AnswerCard } from '../app/AnswerCard.tsx';
import * as styles from '../app/console.css.ts';
import { formatDateTime } from '../app/format.ts';
import { Pager, pageOf } from '../app/Pager.tsx';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';

const perPage = 50;

/** The venue's audit log for managers, newest first, a page at a time; read only. */
export function AuditLog() {
  const { t } = useTranslation();
  const { api } = useConsole();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const found = useCall(
    (signal) => api.getConsoleAuditLog({ query: { page, per_page: perPage }, signal }),
    String(page),
  );
  const goTo = (target: number) => setParams(new URLSearchParams({ page: String(target) }));
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('audit.title')}</h1>
      <AnswerCard call={found}>
        {(result) => (
          <>
            <p className={styles.muted}>{t('audit.count', { total: result.total })}</p>
            <DataTable
              label={t('audit.title')}
              rows={result.entries}
              rowKey={(entry) => entry.id}
              columns={[
                {
                  id: 'when',
                  header: t('audit.when'),
                  cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>,
                },
                { id: 'who', header: t('audit.who'), cell: (entry) => entry.staff_email },
                {
                  id: 'action',
                  header: t('audit.action'),
                  cell: (entry) => t(`audit.actions.${entry.action}`, { defaultValue: entry.action }),
                },
                {
                  id: 'target',
                  header: t('audit.target'),
                  cell: (entry) => (entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ''}` : ''),
                },
                {
                  id: 'before',
                  header: t('audit.before'),
                  cell: (entry) => <span className={styles.code}>{entry.before ?? ''}</span>,
                },
                {
                  id: 'after',
                  header: t('audit.after'),
                  cell: (entry) => <span className={styles.code}>{entry.after ?? ''}</span>,
                },
              ]}
            />
            <Pager page={page} total={result.total} perPage={result.per_page} onPage={goTo} />
          </>
        )}
      </AnswerCard>
    </main>
  );
}
