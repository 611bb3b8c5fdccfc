import { type PaymentMethodId, timeChangeFeePerTicket } from '@venue/ticket-core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { useScreenTitle } from '../../app/screenTitle.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage } from '../../tenant.ts';
import type { CardToken } from '../Payment/cardToken.ts';
import { PaymentChoice } from '../Payment/PaymentChoice.tsx';
import * as styles from '../screen.css.ts';
import { ChangeSummary } from './ChangeSummary.tsx';
import { type ChangeDatePaymentData, changePaymentPath, changeRef } from './changeDateData.ts';
import { changePaymentTitleKey } from './changePaymentTitle.ts';

/**
 * Spec section 2: /tickets/changedate/payment/{reservationToken}/timechange/{timechangeToken} — how the
 * price difference of the change is paid (no coupons: the reservation's own stay with it), titled by what
 * is due: the difference, the site's change fee or both.
 */
export function ChangeDatePaymentScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const { token = '', timechangeToken = '' } = useParams();
  const [query] = useSearchParams();
  const where = { route: 'time-change', reservationToken: token } as const;
  const saved = storage.get<ChangeDatePaymentData>('changeDatePaymentData');
  const [method, setMethod] = useState<PaymentMethodId | null>(saved?.method ?? null);
  const change = useApiQuery(
    `timechange:${timechangeToken}`,
    (signal) => api.getTimeChange({ params: { timechange_token: timechangeToken }, signal }),
    where,
  );
  const settings = useApiQuery('settings', (signal) => api.getConfigurations({ signal }), where);
  const titleKey =
    change.data && settings.data
      ? changePaymentTitleKey(
          change.data.price_difference,
          timeChangeFeePerTicket(settings.data),
          change.data.quantity,
        )
      : undefined;
  useScreenTitle(titleKey);
  const methods = useApiQuery(
    `methods:${lang}`,
    (signal) => api.getPaymentMethods({ query: { lang, channel: 'web' }, signal }),
    where,
  );
  // Apple Pay needs its session on the order's own payment page; wallets and cards are offered here.
  const offered = (methods.data ?? []).filter((entry) => !['free', 'gmo_apple_pay'].includes(entry.id));

  // The change variant of the payment page carries ref=c (spec section 2), also when opened without it.
  if (query.get('ref') !== changeRef)
    return <Navigate to={changePaymentPath(token, timechangeToken)} replace />;

  const submit = (card?: CardToken) => {
    if (!method) return;
    const payment: ChangeDatePaymentData = card
      ? { method, paymentToken: card.paymentToken, cardLast4: card.last4 }
      : { method };
    storage.set('changeDatePaymentData', payment);
    void navigate(pagePath('changeDatePaymentConfirm', { token, timechangeToken }));
  };

  return (
    <main className={styles.screen} aria-busy={titleKey ? undefined : true}>
      {titleKey ? <h1 className={styles.title}>{t(titleKey)}</h1> : null}
      {change.data ? <ChangeSummary change={change.data} /> : null}
      <PaymentChoice
        offered={offered}
        method={method}
        onMethodChange={setMethod}
        submitLabel={t('payment.submit')}
        onSubmit={submit}
        isDisabled={!method}
      />
    </main>
  );
}
