import { customerInfo, type SignInValues } from '@venue/ticket-core';
import { CustomerForm, LinkButton } from '@venue/ticket-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { handleError } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { pagePath } from '../../app/pages.ts';
import { useLanguage } from '../../i18n/language.ts';
import { residenceInput } from '../SignIn/residenceInput.ts';
import * as styles from '../screen.css.ts';
import { hrefFor } from '../Tickets/ticketLinks.ts';

const where = { route: 'spot' } as const;

/**
 * Spec section 2: /spot/order-fields/{reservationToken} — after a spot purchase the visitor opens their
 * tickets, and gives the address (and the site's other fields) the tickets are mailed to. The terms
 * were accepted on the payment page, before paying.
 */
export function SpotOrderFieldsScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { reservationToken = '' } = useParams<{ reservationToken: string }>();
  const lang = useLanguage();
  const [submitting, setSubmitting] = useState(false);
  const fields = useApiQuery(
    `spot-fields:${reservationToken}`,
    (signal) => api.getSpotOrderFields({ params: { reservation_token: reservationToken }, signal }),
    where,
  );

  const submit = async (values: SignInValues) => {
    if (!fields.data) return;
    setSubmitting(true);
    try {
      const contents = Object.fromEntries(
        customerInfo(fields.data, values).map((entry) => [entry.key, entry.value]),
      );
      await api.sendSpotOrderFields({
        params: { reservation_token: reservationToken },
        body: { lang, contents },
      });
      void navigate(pagePath('spotEmailSended', { reservationToken }));
    } catch (error) {
      handleError(error, where);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('spot.fields.title')}</h1>
      <p>{t('spot.fields.text')}</p>
      <LinkButton href={hrefFor(pagePath('tickets', { token: reservationToken }))} variant="secondary">
        {t('complete.toTicket')}
      </LinkButton>
      {fields.data ? (
        <CustomerForm
          templates={fields.data}
          formatMessage={(key, params) => t(key, params)}
          residentArea={residenceInput(lang)}
          onSubmit={submit}
          submitLabel={t('spot.fields.submit')}
          isPending={submitting}
          selectPlaceholder={t('signin.notSelected')}
        />
      ) : null}
    </main>
  );
}
