import { Button } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import * as styles from './console.css.ts';

/** The page a screen's `page` search parameter asks for, 1 when it is missing or not a number. */
export const pageOf = (params: URLSearchParams) => Math.max(1, Number(params.get('page') ?? '1') || 1);

export interface PagerProps {
  page: number;
  /** How many results there are in all, and how many a page shows. */
  total: number;
  perPage: number;
  onPage: (page: number) => void;
}

/** Previous and next through a list's pages, and which page this is; nothing when there is one page. */
export function Pager({ page, total, perPage, onPage }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / perPage));
  if (pages <= 1) return null;
  return (
    <nav className={styles.toolbar} aria-label={t('orders.page', { page, pages })}>
      <Button variant="secondary" size="small" isDisabled={page <= 1} onPress={() => onPage(page - 1)}>
        {t('orders.previous')}
      </Button>
      <span className={styles.muted}>{t('orders.page', { page, pages })}</span>
      <Button variant="secondary" size="small" isDisabled={page >= pages} onPress={() => onPage(page + 1)}>
        {t('orders.next')}
      </Button>
    </nav>
  );
}
