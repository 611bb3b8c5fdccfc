import { email as emailRule, required } from '@venue/ticket-core';
import { Button, LinkButton, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from './ticketLinks.ts';

/** Spec section 2: /tickets/send/{reservationToken} — mails the link of the tickets to an address. */
export function SendScreen() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // Spec section 5: validation runs on input and on blur, with core's email rule.
  const problem = required(address) ?? emailRule(address.trim());
  const shownProblem = touched && problem ? t(problem.key, problem.params) : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    setBusy(true);
    try {
      const to = address.trim();
      await api.sendTickets({ params: { reservation_token: token }, body: { email: to } });
      setSentTo(to);
      setAddress('');
      setTouched(false);
    } catch (error) {
      handleError(error, { route: 'other' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('send.title')}</h1>
      <p>{t('send.text')}</p>
      <form className={styles.section} onSubmit={submit} noValidate>
        <TextField
          label={t('send.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={address}
          errorMessage={shownProblem}
          onChange={(event) => {
            setAddress(event.target.value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
        />
        <Button type="submit" isDisabled={busy}>
          {t('send.submit')}
        </Button>
      </form>
      {sentTo ? <p role="status">{t('send.sent', { email: sentTo })}</p> : null}
      <LinkButton variant="secondary" href={hrefFor(`/id/${token}`)}>
        {t('tickets.back')}
      </LinkButton>
    </main>
  );
}
