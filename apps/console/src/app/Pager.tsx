import { Button } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import * as styles from './console.css.ts';

/** The page a screen's `page` search parameter asks for, 1 when it is missing or not a number. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page') ?? '1') || 1);

export interface PagerProps {
  page: number;
  /** How many results there are in all (at least, when `totalIsLowerBound`), and how many a page shows. */
  total: number;
  perPage: number;
  /**
   * The server stopped counting at `total`: more results follow this page, and how many pages there are
   * is not known. The pager then goes forward one page at a time and names no last page.
   */
  totalIsLowerBound?: boolean;
  onPage: (page: number) => void;
}

/**
 * Previous and next through a list's pages, and which page this is (of how many, when that is known);
 * nothing when there is one page.
 */
export function Pager({ page, total, perPage, totalIsLowerBound = false, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = totalIsLowerBound ? null : Math.max(1, Math.ceil(total / perPage));
  if (pages !== null && pages <= 1) return null;
  const label = pages === null ? t('orders.pageOpen', { page }) : t('orders.page', { page, pages });
  return (
    <nav className={styles.toolbar} aria-label={label}>
      <Button variant="secondary" size="small" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('orders.previous')}
      </Button>
      <span className={styles.muted}>{label}</span>
      <Button
        variant="secondary"
        size="small"
        isDisabled={pages !== null && page >= pages}
        onPress={() => onPage(page + 1)}
      >
        {t('orders.next')}
      </Button>
    </nav>
  );
}
