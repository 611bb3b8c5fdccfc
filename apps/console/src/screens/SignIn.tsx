import type { ApiClient } from '@venue/ticket-core';
import { TextField } from '@venue/ticket-ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../app/AuthCard.tsx';
import { CodeField } from '../app/CodeField.tsx';
import { EmailField } from '../app/EmailField.tsx';
import type { StaffSession } from '../app/session.tsx';
import { useAuthCall } from '../app/useAuthCall.ts';
import { ForgotPassword } from './ForgotPassword.tsx';

export interface SignInProps {
  api: ApiClient;
  venueTitle: string;
  /** Why the page shows: a session that ended says so. */
  notice?: string | null;
  onSignedIn: (session: StaffSession) => void;
}

/**
 * Signing in to a venue's console with the staff address and password, and the second factor's code once
 * the server asks for it (`code required`); or, forgotten, asking for a link to set a new one.
 */
export function SignIn({ api, venueTitle, notice, onSignedIn }: SignInProps) {
  const { t } = useTranslation();
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState<string | null>(null);
  const call = useAuthCall(notice ?? null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = code === null ? { email, password } : { email, password, code };
    void call.send(
      async () => onSignedIn(await api.consoleSignIn({ body })),
      (key) => {
        if (key === 'error.code required') setCode('');
        else {
          setPassword('');
          setCode(null);
        }
      },
    );
  };
  if (forgot) return <ForgotPassword api={api} venueTitle={venueTitle} onBack={() => setForgot(false)} />;
  return (
    <AuthCard
      titleId="sign-in-title"
      title={t('signIn.title')}
      venueTitle={venueTitle}
      failure={call.failure}
      submit={t('signIn.submit')}
      busy={call.busy}
      onSubmit={submit}
      away={{ label: t('signIn.forgot'), onPress: () => setForgot(true) }}
    >
      <EmailField value={email} onChange={setEmail} />
      <TextField
        label={t('signIn.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {code === null ? null : <CodeField value={code} onChange={setCode} autoFocus />}
    </AuthCard>
  );
}
