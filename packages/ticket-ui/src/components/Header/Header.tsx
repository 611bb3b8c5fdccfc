import type { ReactNode } from 'react';
import * as styles from './Header.css.ts';

export interface HeaderProps {
  logoSrc: string;
  /** The site title, used as the logo's text alternative. */
  logoAlt: string;
  homeHref: string;
  /** Controls on the right, such as the language switcher. */
  children?: ReactNode;
}

/** The site header: the tenant's header logo linking home, in the tenant's header colour. */
export function Header({ logoSrc, logoAlt, homeHref, children }: HeaderProps) {
  return (
    <header className={styles.header}>
      <a className={styles.home} href={homeHref}>
        <img className={styles.logo} src={logoSrc} alt={logoAlt} />
      </a>
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
}
