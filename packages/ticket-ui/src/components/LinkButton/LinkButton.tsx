import type { ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import { type ButtonVariants, button } from '../Button/Button.css.ts';
import { cx } from '../private/cx.ts';

export interface LinkButtonProps
  extends Omit<LinkProps, 'className' | 'style' | 'href' | 'children'>,
    ButtonVariants {
  /** Where the link goes; it stays a link (role link, opens in a new tab, can be copied). */
  href: string;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button, with the Button's variants and sizes, for navigation such as "Buy
 * tickets" or "Back to the top". Hover, press and focus come from react-aria's Link.
 */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <Link className={cx(button({ variant, size, fullWidth }), className)} {...props} />;
}
