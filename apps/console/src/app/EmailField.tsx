import { TextField } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';

/** The field of a staff member's email address, the name they sign in with (signing in, a forgotten password). */
export function EmailField({ value, onChange }: { value: string; onChange: (email: string) => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('signIn.email')}
      name="email"
      type="email"
      autoComplete="username"
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
