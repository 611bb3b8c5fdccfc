import { NotFound } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../app/pages.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('notFound.title')}
      message={t('notFound.text')}
      homeLabel={t('notFound.home')}
      homeHref={pageHref('entry')}
    />
  );
}
