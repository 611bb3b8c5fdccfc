import { isApiError, required } from '@venue/ticket-core';
import { Button, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { pagePath } from '../../app/pages.ts';
import { useEmailField } from '../../forms/useEmailField.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';

/**
 * Spec section 2: /reservation-inquiry — the visitor finds their tickets by email and reservation
 * number. A pair that names no reservation gets one generic message, whichever half is wrong.
 */
export function InquiryScreen() {
  const { t } = useTranslation();
  const { submitting: busy, run } = useSubmit({ route: 'other' });
  const email = useEmailField();
  const [numberProblem, setNumberProblem] = useState<string | null>(null);
  const [notFound, setNotFound] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = String(new FormData(event.currentTarget).get('reservationNumber') ?? '').trim();
    const emailValid = email.check();
    const problem = required(number);
    setNumberProblem(problem ? t(problem.key, problem.params) : null);
    setNotFound(false);
    if (!emailValid || problem) return;
    return run(
      async () => {
        const found = await api.findReservation({
          query: { email: email.address, reservation_number: number },
        });
        window.location.assign(hrefFor(pagePath('tickets', { token: found.reservation_token })));
      },
      {
        // Any answer of the server is the one generic "not found"; a lost connection keeps its dialog.
        shown: (error) => {
          if (!(isApiError(error) && error.kind === 'http')) return false;
          setNotFound(true);
          return true;
        },
      },
    );
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('inquiry.title')}</h1>
      <p>{t('inquiry.text')}</p>
      <form className={styles.section} onSubmit={submit} noValidate>
        <TextField label={t('inquiry.email')} {...email.fieldProps} />
        <TextField
          label={t('inquiry.reservationNumber')}
          name="reservationNumber"
          inputMode="numeric"
          autoComplete="off"
          errorMessage={numberProblem}
        />
        {notFound ? <p role="alert">{t('inquiry.notFound')}</p> : null}
        <Button type="submit" isDisabled={busy}>
          {t('inquiry.submit')}
        </Button>
      </form>
    </main>
  );
}
