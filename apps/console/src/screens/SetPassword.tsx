import { type ApiClient, staffPasswordLength } from '@venue/ticket-core';
import { TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../app/AuthCard.tsx';
import { CodeField } from '../app/CodeField.tsx';
import type { StaffSession } from '../app/session.tsx';
import { useAuthCall } from '../app/useAuthCall.ts';

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
  const call = useAuthCall(token ? null : t('setPassword.noToken'));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token) return;
    if (password !== again) {
      call.setFailure(t('setPassword.mismatch'));
      return;
    }
    const body = code === null ? { token, password } : { token, password, code };
    void call.send(
      async () => onSignedIn(await api.setConsolePassword({ body })),
      (key) => {
        if (key === 'error.code required') setCode('');
      },
    );
  };
  return (
    <AuthCard
      titleId="set-password-title"
      title={t('setPassword.title')}
      venueTitle={venueTitle}
      failure={call.failure}
      intro={t('setPassword.intro', { min: staffPasswordLength.min })}
      submit={t('setPassword.submit')}
      busy={call.busy}
      onSubmit={submit}
      asking={Boolean(token)}
      away={{ label: t('setPassword.toSignIn'), onPress: onSignIn }}
    >
      <NewPasswordField
        label={t('setPassword.password')}
        name="new-password"
        value={password}
        onChange={setPassword}
      />
      <NewPasswordField
        label={t('setPassword.again')}
        name="new-password-again"
        value={again}
        onChange={setAgain}
      />
      {code === null ? null : <CodeField value={code} onChange={setCode} autoFocus />}
    </AuthCard>
  );
}

/** A field of the new password, within the length a staff password must have. */
function NewPasswordField({
  label,
  name,
  value,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  onChange: (password: string) => void;
}) {
  return (
    <TextField
      label={label}
      name={name}
      type="password"
      autoComplete="new-password"
      required
      minLength={staffPasswordLength.min}
      maxLength={staffPasswordLength.max}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
