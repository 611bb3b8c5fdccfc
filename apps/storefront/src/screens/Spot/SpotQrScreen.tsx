import { formatDate } from '@venue/ticket-core';
import { LinkButton, QrCode } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useLanguage } from '../../i18n/language.ts';
import * as styles from '../screen.css.ts';
import { spotEntryUrl } from './spotEntryUrl.ts';

const where = { route: 'spot' } as const;

/**
 * Spec section 2: /spot/qr/{productUUID} — the code staff show at the venue. It opens the spot order
 * entry of the product with today's QR token (the same token all day, so a printed code works until
 * midnight in Tokyo).
 */
export function SpotQrScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { productUUID = '' } = useParams<{ productUUID: string }>();
  const qr = useApiQuery(
    `spot-qr:${productUUID}`,
    (signal) => api.createSpotQrToken({ params: { product_uuid: productUUID }, signal }),
    where,
  );
  const products = useApiQuery(
    `spot-products:${lang}`,
    (signal) => api.getProducts({ query: { lang, channel: 'spot' }, signal }),
    where,
  );
  const name = products.data?.find((product) => product.uuid === productUUID)?.name ?? '';
  const url = qr.data ? spotEntryUrl(window.location, qr.data.qr_token) : null;
  // The token expires at the venue day's midnight: the day it is valid ends the instant before.
  const lastDay = qr.data ? new Date(Date.parse(qr.data.expires_at) - 1).toISOString() : '';

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('spot.qr.title')}</h1>
      {name ? <h2 className={styles.title}>{name}</h2> : null}
      {url && qr.data ? (
        <>
          <p>{t('spot.qr.text')}</p>
          <QrCode value={url} label={t('spot.qr.label', { name })} size="large" />
          <p className={styles.muted}>{t('spot.qr.validUntil', { date: formatDate(lastDay, lang) })}</p>
          <LinkButton href={url} variant="secondary">
            {t('spot.qr.open')}
          </LinkButton>
        </>
      ) : null}
    </main>
  );
}
