import { LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pageHref } from '../../app/pages.ts';
import { useLanguage } from '../../i18n/language.ts';
import * as styles from '../screen.css.ts';

/** Spec section 2: /spot/products — the products sold at the venue, each opening the QR code staff show. */
export function SpotProductsScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const products = useApiQuery(
    `spot-products:${lang}`,
    (signal) => api.getProducts({ query: { lang, channel: 'spot' }, signal }),
    { route: 'spot' },
  );
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('spot.products.title')}</h1>
      {products.data?.length === 0 ? <p>{t('spot.products.empty')}</p> : null}
      <ul className={styles.section} aria-label={t('spot.products.title')}>
        {(products.data ?? []).map((product) => (
          <li key={product.uuid} className={styles.section}>
            <h2 className={styles.title}>{product.name}</h2>
            <p className={styles.muted}>{product.description}</p>
            <LinkButton href={pageHref('spotQr', { productUUID: product.uuid })} variant="secondary">
              {t('spot.products.showQr')}
            </LinkButton>
          </li>
        ))}
      </ul>
    </main>
  );
}
