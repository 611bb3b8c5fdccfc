import { Button, TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
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
  const [busy, setBusy] = useState(false);
  const next = stepPath(nextPage(tenant, 'membership-login') ?? 'order');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!tenant.membershipKey) return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    try {
      const login = await api.membershipLogin({
        params: { key: tenant.membershipKey },
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      });
      await rememberMember(login, lang);
      void navigate(next);
    } catch (error) {
      handleError(error, { route: 'order' });
    } finally {
      setBusy(false);
    }
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
