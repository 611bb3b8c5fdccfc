import { email as emailRule, isApiError, required } from '@venue/ticket-core';
import { Button, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { pagePath } from '../../app/pages.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';

interface Problems {
  email: string | null;
  number: string | null;
}

/**
 * Spec section 2: /reservation-inquiry — the visitor finds their tickets by email and reservation
 * number. A pair that names no reservation gets one generic message, whichever half is wrong.
 */
export function InquiryScreen() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<Problems>({ email: null, number: null });
  const [notFound, setNotFound] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const number = String(form.get('reservationNumber') ?? '').trim();
    const emailProblem = required(email) ?? emailRule(email);
    const numberProblem = required(number);
    setProblems({
      email: emailProblem ? t(emailProblem.key, emailProblem.params) : null,
      number: numberProblem ? t(numberProblem.key, numberProblem.params) : null,
    });
    setNotFound(false);
    if (emailProblem || numberProblem) return;
    setBusy(true);
    try {
      const found = await api.findReservation({ query: { email, reservation_number: number } });
      window.location.assign(hrefFor(pagePath('tickets', { token: found.reservation_token })));
    } catch (error) {
      if (isApiError(error) && error.kind === 'http') setNotFound(true);
      else handleError(error, { route: 'other' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('inquiry.title')}</h1>
      <p>{t('inquiry.text')}</p>
      <form className={styles.section} onSubmit={submit} noValidate>
        <TextField
          label={t('inquiry.email')}
          name="email"
          type="email"
          autoComplete="email"
          errorMessage={problems.email}
        />
        <TextField
          label={t('inquiry.reservationNumber')}
          name="reservationNumber"
          inputMode="numeric"
          autoComplete="off"
          errorMessage={problems.number}
        />
        {notFound ? <p role="alert">{t('inquiry.notFound')}</p> : null}
        <Button type="submit" isDisabled={busy}>
          {t('inquiry.submit')}
        </Button>
      </form>
    </main>
  );
}
