import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import * as styles from './TextField.css.ts';

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className' | 'style'>,
    styles.TextFieldVariants {
  /** The field's visible name, already translated. */
  label: ReactNode;
  /** Shown under the field and announced while the value is invalid; the field is marked invalid. */
  errorMessage?: string | null;
  /** What follows the input on its row: a coupon's Apply button, a receipt's honorific (outside the label). */
  after?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one labelled single-line field of the library, in every form (customer details, card, coupon,
 * the short forms after the purchase): the platform's `<input>` with the tenant's look, controlled or
 * not, its error tied to it for assistive technology. `name` also marks the field (`data-field`), so a
 * form can focus its first invalid field.
 */
export function TextField({
  label,
  errorMessage,
  after,
  variant,
  layout,
  font,
  id,
  'aria-describedby': describedBy,
  ...props
}: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = useId();
  return (
    <div className={styles.root({ variant })} data-field={props.name}>
      <label className={styles.label({ variant })} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.row({ variant, layout })}>
        <input
          {...props}
          id={inputId}
          className={styles.input({ variant, font })}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={
            [describedBy, errorMessage ? errorId : undefined].filter(Boolean).join(' ') || undefined
          }
        />
        {after}
      </div>
      {errorMessage ? (
        <p id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
