import { NotFound } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { lastVenue } from '../venues/venues.ts';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <NotFound
      title={t('notFound.title')}
      message={t('notFound.message')}
      homeLabel={t('notFound.home')}
      homeHref={`#/${lastVenue()}/today`}
    />
  );
}
