import { email as emailRule, isApiError, required } from '@venue/ticket-core';
import { Button } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
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
      window.location.assign(hrefFor(`/id/${found.reservation_token}`));
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
        <label className={styles.field}>
          {t('inquiry.email')}
          <input
            className={styles.input}
            name="email"
            type="email"
            autoComplete="email"
            aria-invalid={problems.email ? true : undefined}
          />
        </label>
        {problems.email ? <p role="alert">{problems.email}</p> : null}
        <label className={styles.field}>
          {t('inquiry.reservationNumber')}
          <input
            className={styles.input}
            name="reservationNumber"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={problems.number ? true : undefined}
          />
        </label>
        {problems.number ? <p role="alert">{problems.number}</p> : null}
        {notFound ? <p role="alert">{t('inquiry.notFound')}</p> : null}
        <Button type="submit" isDisabled={busy}>
          {t('inquiry.submit')}
        </Button>
      </form>
    </main>
  );
}
