import { useTranslation } from 'react-i18next';
import { PaymentForm } from '../Payment/PaymentScreen.tsx';
import { RequireOrder } from '../RequireOrder.tsx';
import * as styles from '../screen.css.ts';

/** Spec section 2: /spot/payment — the spot order paid at once with the site's spot methods (or free). */
export function SpotPaymentScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('payment.title')}</h1>
      <RequireOrder orderPage="spot">
        {(token) => <PaymentForm orderToken={token} channel="spot" />}
      </RequireOrder>
    </main>
  );
}
