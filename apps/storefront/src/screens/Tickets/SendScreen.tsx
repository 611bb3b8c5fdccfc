import { Button, LinkButton, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { pagePath } from '../../app/pages.ts';
import { useEmailField } from '../../forms/useEmailField.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from './ticketLinks.ts';

/** Spec section 2: /tickets/send/{reservationToken} — mails the link of the tickets to an address. */
export function SendScreen() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const email = useEmailField();
  const { submitting: busy, run } = useSubmit({ route: 'other' });
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.check()) return;
    return run(async () => {
      const to = email.address;
      await api.sendTickets({ params: { reservation_token: token }, body: { email: to } });
      setSentTo(to);
      email.clear();
    });
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('send.title')}</h1>
      <p>{t('send.text')}</p>
      <form className={styles.section} onSubmit={submit} noValidate>
        <TextField label={t('send.email')} {...email.fieldProps} />
        <Button type="submit" isDisabled={busy}>
          {t('send.submit')}
        </Button>
      </form>
      {sentTo ? <p role="status">{t('send.sent', { email: sentTo })}</p> : null}
      <LinkButton variant="secondary" href={hrefFor(pagePath('tickets', { token }))}>
        {t('tickets.back')}
      </LinkButton>
    </main>
  );
}
