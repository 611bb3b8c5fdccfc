import { Button, LinkButton, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { besideField, useSubmit } from '../../api/useSubmit.ts';
import { pageHref, pagePath } from '../../app/pages.ts';
import { useEmailField } from '../../forms/useEmailField.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import { type ChangeDateResult, changeDateDataFor } from './changeDateData.ts';

/**
 * The reservation email page (spec 2 names it without a path; ours is /reservation-email/{reservationToken}):
 * the visitor proves the reservation is theirs with its email address, and the chosen slot is held.
 * 'invalid email address in time change' sends the visitor back here.
 */
export function ReservationEmailScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const token = useParams().token ?? '';
  const [choice] = useState(() => changeDateDataFor(token));
  const email = useEmailField();
  const where = { route: 'time-change', reservationToken: token } as const;
  const { submitting: busy, run } = useSubmit(where);
  if (!choice) return <Navigate to={pagePath('changeDate', { token })} replace />;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!email.check()) return;
    return run(
      async () => {
        const created = await api.createTimeChange({
          params: { reservation_token: token },
          body: {
            lang,
            time_span_id: choice.timeSpanId,
            email: email.address,
          },
        });
        const result: ChangeDateResult = {
          reservationToken: token,
          timechangeToken: created.timechange_token,
        };
        storage.set('changeDateResult', result);
        void navigate(pagePath('changeDateConfirm', { token, timechangeToken: created.timechange_token }));
      },
      { shown: besideField(where, email.refuse, 'reservationEmail') },
    );
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('changeDate.email.title')}</h1>
      <p>{t('changeDate.email.text')}</p>
      <form className={styles.section} onSubmit={submit} noValidate>
        <TextField label={t('signin.field.email')} {...email.fieldProps} />
        <div className={styles.actions}>
          <LinkButton variant="secondary" href={pageHref('changeDate', { token })}>
            {t('nav.back')}
          </LinkButton>
          <Button type="submit" isDisabled={busy}>
            {t('nav.next')}
          </Button>
        </div>
      </form>
    </main>
  );
}
