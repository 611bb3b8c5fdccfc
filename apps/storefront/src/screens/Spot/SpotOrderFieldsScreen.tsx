import { customerInfo, type SignInValues } from '@venue/ticket-core';
import { CustomerForm, LinkButton } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useSubmit } from '../../api/useSubmit.ts';
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
  const { submitting, run } = useSubmit(where);
  const fields = useApiQuery(
    `spot-fields:${reservationToken}`,
    (signal) => api.getSpotOrderFields({ params: { reservation_token: reservationToken }, signal }),
    where,
  );

  const submit = (values: SignInValues) => {
    const templates = fields.data;
    if (!templates) return;
    return run(async () => {
      const contents = Object.fromEntries(
        customerInfo(templates, values).map((entry) => [entry.key, entry.value]),
      );
      await api.sendSpotOrderFields({
        params: { reservation_token: reservationToken },
        body: { lang, contents },
      });
      void navigate(pagePath('spotEmailSended', { reservationToken }));
    });
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
