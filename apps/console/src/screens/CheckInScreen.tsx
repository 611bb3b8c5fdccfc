import { Button, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import { CardSection } from '../app/CardSection.tsx';
import * as styles from '../app/console.css.ts';
import { formatDateTime, formatSlot } from '../app/format.ts';
import { useConsole } from '../app/session.tsx';
import { useCall } from '../app/useCall.ts';
import { CheckInAction } from './CheckInAction.tsx';

/** The ticket id a printed ticket number names (`T00000123` or `123`); null for anything else. */
function ticketIdOf(number: string): number | null {
  const digits = number.trim().replace(/^T/i, '');
  return /^\d{1,10}$/.test(digits) ? Number(digits) : null;
}

/** Checking a ticket in by hand by its printed number, for the gate and the box office. */
export function CheckInScreen() {
  const { t, i18n } = useTranslation();
  const [draft, setDraft] = useState('');
  const [ticketId, setTicketId] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const find = (event: FormEvent) => {
    event.preventDefault();
    const id = ticketIdOf(draft);
    setInvalid(id === null);
    setTicketId(id);
  };
  return (
    <main className={styles.main}>
      <h1 className={styles.heading}>{t('checkInScreen.title')}</h1>
      <search>
        <form className={styles.toolbar} onSubmit={find}>
          <TextField
            label={t('checkInScreen.number')}
            name="ticket"
            value={draft}
            errorMessage={invalid ? t('checkInScreen.badNumber') : null}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit">{t('checkInScreen.find')}</Button>
        </form>
      </search>
      {ticketId === null ? null : <FoundTicket key={`${ticketId} ${i18n.language}`} ticketId={ticketId} />}
    </main>
  );
}

function FoundTicket({ ticketId }: { ticketId: number }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const found = useCall(
    (signal) => api.getConsoleTicket({ params: { ticket_id: ticketId }, query: { lang }, signal }),
    `${ticketId} ${lang}`,
  );
  if (found.failure)
    return (
      <p className={styles.error} role="alert">
        {t(errorKeyOf(found.failure))}
      </p>
    );
  const value = found.value;
  if (!value) return found.loading ? <p className={styles.muted}>{t('app.loading')}</p> : null;
  const { ticket } = value;
  return (
    <CardSection
      id="found-ticket"
      title={
        <>
          {ticket.num} {ticket.name}
        </>
      }
    >
      <dl className={styles.facts}>
        <dt>{t('order.product')}</dt>
        <dd>{value.product_name}</dd>
        <dt>{t('order.visit')}</dt>
        <dd>
          {formatDateTime(ticket.start_at)} ({formatSlot(ticket.start_at, ticket.end_at)})
        </dd>
        <dt>{t('order.ticketStatus')}</dt>
        <dd>{t(`ticketStatus.${ticket.status}`)}</dd>
        <dt>{t('order.usedAt')}</dt>
        <dd>{ticket.used_at ? formatDateTime(ticket.used_at) : '—'}</dd>
      </dl>
      <div className={styles.toolbar}>
        <CheckInAction
          orderId={value.order_id}
          ticket={ticket}
          version={value.version}
          reload={found.reload}
        />
      </div>
    </CardSection>
  );
}
