import { TextField } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';

/** The field of an authenticator app's six-digit code (signing in, turning the second factor on or off). */
export function CodeField({
  value,
  onChange,
  autoFocus,
}: {
  value: string;
  onChange: (code: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('secondFactor.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
