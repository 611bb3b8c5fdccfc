import { LinkButton } from '@venue/ticket-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageHref } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import * as styles from '../screen.css.ts';
import type { ChangeDatePaymentData } from './changeDateData.ts';

/** How long the transition page shows before moving on to the wallet. */
const transitionDelayMs = 1500;

/** Spec section 2: /tickets/changedate/transition/paypay — on the way to a wallet to pay a change. */
export function ChangeDateTransitionScreen() {
  const { t } = useTranslation();
  const url = storage.get<ChangeDatePaymentData>('changeDatePaymentData')?.redirectUrl;
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => window.location.assign(url), transitionDelayMs);
    return () => clearTimeout(timer);
  }, [url]);
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('transition.title')}</h1>
      {url ? (
        <>
          <p>{t('transition.text')}</p>
          <LinkButton href={url}>{t('transition.go')}</LinkButton>
        </>
      ) : (
        <LinkButton href={pageHref('reservationInquiry')}>{t('inquiry.title')}</LinkButton>
      )}
    </main>
  );
}
