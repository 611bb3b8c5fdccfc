import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { termsAgreement } from '../SignIn/termsAgreement.tsx';
import * as styles from '../screen.css.ts';

/**
 * The terms a spot buyer accepts before paying (the online channel asks on its sign-in page): one
 * sentence whose words link to the terms and the privacy policy, and its message once the visitor tried
 * to pay without accepting.
 */
export function TermsCheckbox({
  accepted,
  onChange,
  showError,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  showError: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const terms = termsAgreement(t);
  const error = showError && !accepted;
  return (
    <div className={styles.section}>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={accepted}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />{' '}
        {terms.label}
      </label>
      {error ? (
        <p id={`${id}-error`} role="alert">
          {terms.requiredMessage}
        </p>
      ) : null}
    </div>
  );
}
