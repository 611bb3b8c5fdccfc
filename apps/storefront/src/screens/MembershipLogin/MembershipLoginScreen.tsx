import { Button, TextField } from '@venue/ticket-ui';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useSubmit } from '../../api/useSubmit.ts';
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
  const { submitting: busy, run } = useSubmit({ route: 'order' });
  const next = stepPath(nextPage(tenant, 'membership-login') ?? 'order');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const key = tenant.membershipKey;
    if (!key) return;
    const form = new FormData(event.currentTarget);
    return run(async () => {
      const login = await api.membershipLogin({
        params: { key },
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      });
      await rememberMember(login, lang);
      void navigate(next);
    });
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('membership.title')}</h1>
      <form className={styles.section} onSubmit={submit}>
        <TextField label={t('membership.email')} name="email" type="email" autoComplete="email" required />
        <TextField
          label={t('membership.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Button type="submit" isDisabled={busy}>
          {t('membership.submit')}
        </Button>
      </form>
      <a href={`#${next}`}>{t('membership.skip')}</a>
    </main>
  );
}
