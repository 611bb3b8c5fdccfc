import type { ButtonHTMLAttributes, Ref } from 'react';
import { type ButtonVariants, button } from '../private/button.css.ts';
import { cx } from '../private/cx.ts';

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'style'>,
    ButtonVariants {
  /** Called when the button is activated by pointer, Enter or Space. */
  onPress?: () => void;
  isDisabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A button with the tenant's look. It is the platform's `<button>` (`type="button"` unless given), so
 * the first screen carries no behaviour library for it; hover and focus are styled with `:hover` and
 * `:focus-visible`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  className,
  onPress,
  isDisabled,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={cx(button({ variant, size, fullWidth }), className)}
      disabled={isDisabled}
      onClick={onPress}
    />
  );
}
