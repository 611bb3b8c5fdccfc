import { LinkButton } from '@venue/ticket-ui';
import { pageHref } from '../../app/pages.ts';
import { formatYen } from '../../format.ts';
import * as styles from '../screen.css.ts';
import { list } from './productLinks.css.ts';

interface LinkedProduct {
  uuid: string;
  name: string;
  description: string;
  base_price: number;
}

/**
 * On the site that requires a query parameter carrying a product UUID (spec section 1), a visitor who
 * arrives without one gets the products on sale, each opening the order screen with its `id`.
 */
export function ProductLinks({ products, lang }: { products: readonly LinkedProduct[]; lang: string }) {
  return (
    <ul className={list}>
      {products.map((product) => (
        <li key={product.uuid} className={styles.section}>
          <LinkButton variant="secondary" href={pageHref('entry', { id: product.uuid, lang })}>
            {product.name}
          </LinkButton>
          <p className={styles.muted}>
            {formatYen(product.base_price)} {product.description}
          </p>
        </li>
      ))}
    </ul>
  );
}
