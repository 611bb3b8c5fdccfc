import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { pagePath } from '../../app/pages.ts';
import { nextPage, stepPath } from '../../flow/pageFlow.ts';
import { storage, tenant } from '../../tenant.ts';
import * as styles from '../screen.css.ts';

/** Spec section 2: /mail-confirm — the link of the confirmation mail; its token names the order. */
export function MailConfirmScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const mailToken = query.get('token');

  useEffect(() => {
    if (!mailToken) {
      void navigate(pagePath('order'), { replace: true });
      return;
    }
    const controller = new AbortController();
    api
      .getOrderMail({ params: { token: mailToken }, signal: controller.signal })
      .then(({ order_token }) => {
        storage.set('mailToken', mailToken);
        storage.set('orderToken', order_token);
        void navigate(stepPath(nextPage(tenant, 'mail-auth') ?? 'payment'), { replace: true });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) handleError(error, { route: 'order' });
      });
    return () => controller.abort();
  }, [mailToken, navigate]);

  return (
    <main className={styles.screen}>
      <p role="status">{t('mail.confirming')}</p>
    </main>
  );
}
