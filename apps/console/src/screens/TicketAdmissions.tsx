import type { Answer } from '@venue/ticket-core';
import { useTranslation } from 'react-i18next';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { formatDateTime } from '../app/format.ts';

type OrderTicket = Answer<'getConsoleOrder'>['tickets'][number];

/**
 * Per ticket of an order, every gate scan recorded and its online check-in, oldest first: when, which gate,
 * what the server decides of it and what the gate did, and the admissions of a ticket let in more than
 * once marked in words.
 */
export function TicketAdmissions({ tickets }: { tickets: readonly OrderTicket[] }) {
  const { t } = useTranslation();
  return (
    <CardSection id="order-admissions" title={t('order.admissions')}>
      {tickets.map((ticket) => (
        <div key={ticket.id} data-admissions-ticket={ticket.id}>
          <h3 className={styles.muted}>{t('order.admissionTicket', { num: ticket.num })}</h3>
          {ticket.admissions.length === 0 ? (
            <p className={styles.muted}>{t('order.admissionsNone')}</p>
          ) : (
            <ol>
              {ticket.admissions.map((admission) => (
                <li
                  key={`${admission.at}-${admission.gate ?? ''}`}
                  data-admission-conflict={admission.conflict ? 'true' : undefined}
                >
                  <time dateTime={admission.at}>{formatDateTime(admission.at)}</time>{' '}
                  {admission.source === 'scan'
                    ? t('order.admissionScan', { gate: admission.gate })
                    : t('order.admissionCheckIn')}
                  {' — '}
                  {t(`order.verdict.${admission.verdict}`)}
                  {admission.gate_admitted === null
                    ? null
                    : ` (${t(admission.gate_admitted ? 'order.admissionGateAdmitted' : 'order.admissionGateRefused')})`}
                  {admission.conflict ? (
                    <strong className={styles.error}> {t('order.admissionConflict')}</strong>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </div>
      ))}
    </CardSection>
  );
}
