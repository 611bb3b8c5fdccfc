import { type ApiClient, staffPasswordLength } from '@venue/ticket-core';
import { TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import { AuthCard } from '../app/AuthCard.tsx';
import { CodeField } from '../app/CodeField.tsx';
import type { StaffSession } from '../app/session.tsx';

export interface SetPasswordProps {
  api: ApiClient;
  venueTitle: string;
  /** The mailed link's token (`?token=`), or null when the link came without one. */
  token: string | null;
  onSignedIn: (session: StaffSession) => void;
  /** To the sign-in form (where a new link can be asked for). */
  onSignIn: () => void;
}

/**
 * The page of a mailed set-password link: a new member's first password or a forgotten one's new one,
 * typed twice, then signed in. An account with a second factor on is asked for its code as well (`code
 * required`); a link used, expired or unknown says so.
 */
export function SetPassword({ api, venueTitle, token, onSignedIn, onSignIn }: SetPasswordProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : t('setPassword.noToken'));
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password !== again) {
      setError(t('setPassword.mismatch'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const body = code === null ? { token, password } : { token, password, code };
      onSignedIn(await api.setConsolePassword({ body }));
    } catch (failure) {
      const key = errorKeyOf(failure);
      setError(t(key));
      if (key === 'error.code required') setCode('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <AuthCard
      titleId="set-password-title"
      title={t('setPassword.title')}
      venueTitle={venueTitle}
      failure={error}
      intro={t('setPassword.intro', { min: staffPasswordLength.min })}
      submit={t('setPassword.submit')}
      busy={busy}
      onSubmit={submit}
      asking={Boolean(token)}
      away={{ label: t('setPassword.toSignIn'), onPress: onSignIn }}
    >
      <TextField
        label={t('setPassword.password')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        required
        minLength={staffPasswordLength.min}
        maxLength={staffPasswordLength.max}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <TextField
        label={t('setPassword.again')}
        name="new-password-again"
        type="password"
        autoComplete="new-password"
        required
        minLength={staffPasswordLength.min}
        maxLength={staffPasswordLength.max}
        value={again}
        onChange={(event) => setAgain(event.target.value)}
      />
      {code === null ? null : <CodeField value={code} onChange={setCode} autoFocus />}
    </AuthCard>
  );
}
