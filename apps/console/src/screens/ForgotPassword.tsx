import type { ApiClient } from '@venue/ticket-core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../app/AuthCard.tsx';
import { EmailField } from '../app/EmailField.tsx';
import { useAuthCall } from '../app/useAuthCall.ts';

export interface ForgotPasswordProps {
  api: ApiClient;
  venueTitle: string;
  /** The address a link was asked for: the page then says it is on its way. */
  sentTo?: string | null;
  /** Back to the sign-in form. */
  onBack: () => void;
}

/**
 * "Forgot your password?": asks the server to mail the address a link to set a new password. The page
 * answers alike whether or not the address is staff (so does the server): a link is on its way if it is.
 */
export function ForgotPassword({ api, venueTitle, sentTo = null, onBack }: ForgotPasswordProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<string | null>(sentTo);
  const call = useAuthCall();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void call.send(async () => {
      await api.requestConsolePasswordReset({ body: { email } });
      setSent(email.trim());
    });
  };
  return (
    <AuthCard
      titleId="forgot-title"
      title={t('forgotPassword.title')}
      venueTitle={venueTitle}
      failure={call.failure}
      intro={t('forgotPassword.intro')}
      submit={t('forgotPassword.submit')}
      busy={call.busy}
      onSubmit={submit}
      asking={sent === null}
      note={sent === null ? null : <p role="status">{t('forgotPassword.sent', { email: sent })}</p>}
      away={{ label: t('forgotPassword.back'), onPress: onBack }}
    >
      <EmailField value={email} onChange={setEmail} />
    </AuthCard>
  );
}
