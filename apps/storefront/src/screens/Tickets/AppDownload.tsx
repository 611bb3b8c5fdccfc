import type { TenantConfig } from '@venue/ticket-core';
import { AppDownloadModal } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetUrl } from '../../tenantAssets.ts';

type AppDownloadConfig = NonNullable<TenantConfig['appDownloadModal']>;

/** The tenant's app-download modal (spec section 1), open when the ticket page opens. */
export function AppDownload({ app }: { app: AppDownloadConfig }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  return (
    <AppDownloadModal
      open={open}
      title={t('appDownload.title')}
      message={t('appDownload.text')}
      imageSrc={assetUrl(app.image)}
      imageAlt={t('appDownload.image')}
      appStore={{ href: app.iosUrl, label: t('appDownload.appStore') }}
      googlePlay={{ href: app.androidUrl, label: t('appDownload.googlePlay') }}
      closeLabel={t('dialog.close')}
      onClose={() => setOpen(false)}
    />
  );
}
