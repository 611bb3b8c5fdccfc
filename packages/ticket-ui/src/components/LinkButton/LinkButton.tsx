import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { type ButtonVariants, button } from '../private/button.css.ts';
import { cx } from '../private/cx.ts';

export interface LinkButtonProps
  extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'style' | 'href' | 'children'>,
    ButtonVariants {
  /** Where the link goes; it stays a link (role link, opens in a new tab, can be copied). */
  href: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link that looks like a button, with the Button's variants and sizes, for navigation such as "Buy
 * tickets" or "Back to the top". It is the platform's `<a>`: hover and focus are styled with `:hover`
 * and `:focus-visible`, as the Button's are.
 */
export function LinkButton({ variant, size, fullWidth, className, ...props }: LinkButtonProps) {
  return <a {...props} className={cx(button({ variant, size, fullWidth }), className)} />;
}
