import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './TextField.css.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style'> {
  /** The field's visible name, already translated. */
  label: ReactNode;
  /** Shown under the field and announced while the value is invalid; the field is marked invalid. */
  errorMessage?: string | null;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled single-line field for the short forms after the purchase (an address to send tickets to,
 * a reservation number, a membership login, a link to copy): the platform's `<input>` with the
 * tenant's look, controlled or not, with its error tied to it for assistive technology.
 */
export function TextField({ label, errorMessage, ...props }: TextFieldProps) {
  const errorId = useId();
  return (
    <div className={styles.root}>
      <label className={styles.label}>
        {label}
        <input
          {...props}
          className={styles.input}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={errorMessage ? errorId : undefined}
        />
      </label>
      {errorMessage ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
