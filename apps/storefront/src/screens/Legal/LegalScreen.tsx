import { useTranslation } from 'react-i18next';
import { tenant } from '../../tenant.ts';
import * as styles from '../screen.css.ts';

type LegalPage = 'privacy' | 'specified' | 'terms';

/**
 * Spec section 2: /privacy, /specified, /terms — in the visitor's language, with the tenant's own text
 * when its /texts answer has one (`privacy_body`, ...), else the bundled text naming the site.
 */
function LegalScreen({ page }: { page: LegalPage }) {
  const { t, i18n } = useTranslation();
  const site = i18n.language === 'ja' ? tenant.title.ja : tenant.title.default;
  const serverKey = `${page}_body`;
  const body = i18n.exists(serverKey) ? t(serverKey) : t(`legal.${page}.body`, { site });
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t(`legal.${page}.title`)}</h1>
      <p className={styles.muted}>{site}</p>
      <p>{body}</p>
    </main>
  );
}

export const PrivacyScreen = () => <LegalScreen page="privacy" />;
export const SpecifiedScreen = () => <LegalScreen page="specified" />;
export const TermsScreen = () => <LegalScreen page="terms" />;
