import { LinkButton } from '@venue/ticket-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { pagePath } from '../../app/pages.ts';
import { storage } from '../../tenant.ts';
import type { PaymentData, TransitionData } from '../Payment/paymentData.ts';
import * as styles from '../screen.css.ts';

/** How long the transition page shows before moving on to the wallet. */
const transitionDelayMs = 1500;

/** Spec section 2: /transition/paypay — on the way to a wallet's own page. */
export function TransitionScreen() {
  const { t } = useTranslation();
  const data = storage.get<PaymentData & Partial<TransitionData>>('paymentData');
  const url = data?.redirectUrl;
  useEffect(() => {
    if (!url) return;
    const timer = setTimeout(() => window.location.assign(url), transitionDelayMs);
    return () => clearTimeout(timer);
  }, [url]);
  if (!url) return <Navigate to={pagePath('payment')} replace />;
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('transition.title')}</h1>
      <p>{t('transition.text')}</p>
      <LinkButton href={url}>{t('transition.go')}</LinkButton>
    </main>
  );
}
