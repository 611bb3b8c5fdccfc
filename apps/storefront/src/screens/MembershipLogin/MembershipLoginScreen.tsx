import { Button, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { besideField, useSubmit } from '../../api/useSubmit.ts';
import { nextPage, stepPath } from '../../flow/pageFlow.ts';
import { useLanguage } from '../../i18n/language.ts';
import { tenant } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import { rememberMember } from './membership.ts';

/** Spec section 2: /membership-login — members log in by email and password. */
export function MembershipLoginScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const where = { route: 'order' } as const;
  const { submitting: busy, run } = useSubmit(where);
  /** The server's refusal of the email and password as sent, shown beside the password until either changes. */
  const [refusal, setRefusal] = useState<string | null>(null);
  const next = stepPath(nextPage(tenant, 'membership-login') ?? 'order');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = tenant.membershipKey;
    if (!key) return;
    const form = new FormData(event.currentTarget);
    return run(
      async () => {
        const login = await api.membershipLogin({
          params: { key },
          body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
        });
        await rememberMember(login, lang);
        void navigate(next);
      },
      { shown: besideField(where, setRefusal) },
    );
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('membership.title')}</h1>
      <form className={styles.section} onSubmit={submit} onChange={() => setRefusal(null)}>
        <TextField label={t('membership.email')} name="email" type="email" autoComplete="email" required />
        <TextField
          label={t('membership.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          errorMessage={refusal}
        />
        <Button type="submit" isDisabled={busy}>
          {t('membership.submit')}
        </Button>
      </form>
      <a href={`#${next}`}>{t('membership.skip')}</a>
    </main>
  );
}
