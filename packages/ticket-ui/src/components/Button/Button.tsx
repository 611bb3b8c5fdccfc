import { forwardRef } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { cx } from '../private/cx.ts';
import { type ButtonVariants, button } from './Button.css.ts';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style'>, ButtonVariants {
  className?: string;
}

/** A button with the tenant's look; press, hover and focus behaviour come from react-aria. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, fullWidth, className, ...props },
  ref,
) {
  return <AriaButton ref={ref} className={cx(button({ variant, size, fullWidth }), className)} {...props} />;
});
