import * as styles from './Footer.css.ts';

export interface FooterLink {
  href: string;
  label: string;
}

export interface FooterProps {
  /** Whether the brand (footer logo) shows: the tenant's `showBrandInFooter` flag. */
  showBrand: boolean;
  logoSrc: string;
  logoAlt: string;
  /** Legal pages: privacy, specified commercial transactions, terms. */
  links: readonly FooterLink[];
  /** Translated name of the link list, e.g. "Site information". */
  navLabel: string;
  copyright: string;
}

/**
 * The site footer. Sites whose config hides the footer (`hideFooter`) do not render it at all; that
 * choice belongs to the app, not to this component.
 */
export function Footer({ showBrand, logoSrc, logoAlt, links, navLabel, copyright }: FooterProps) {
  return (
    <footer className={styles.footer}>
      {showBrand ? <img className={styles.logo} src={logoSrc} alt={logoAlt} /> : null}
      <nav aria-label={navLabel}>
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <small>{copyright}</small>
    </footer>
  );
}
