import { customerInfo, type SignInValues } from '@venue/ticket-core';
import { CustomerForm } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { nextPage, stepPath } from '../../flow/pageFlow.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage, tenant } from '../../tenant.ts';
import { useOrder } from '../Payment/useOrder.ts';
import { RequireOrder } from '../RequireOrder.tsx';
import { OrderSummary } from '../Summary/OrderSummary.tsx';
import * as styles from '../screen.css.ts';
import { customerFormMessage } from './brandMailMagazine.ts';
import { residenceInput } from './residenceInput.ts';
import { termsAgreement } from './termsAgreement.tsx';

function SignInForm({ orderToken }: { orderToken: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lang = useLanguage();
  const { submitting, run } = useSubmit({ route: 'order' });
  const templates = useApiQuery('templates', (signal) => api.getFieldTemplates({ signal }), {
    route: 'order',
  });
  const order = useOrder(orderToken, 0, { route: 'order' });

  const submit = (values: SignInValues) => {
    const fields = templates.data;
    if (!fields) return;
    return run(async () => {
      const contents = Object.fromEntries(
        customerInfo(fields, values).map((entry) => [entry.key, entry.value]),
      );
      await api.sendOrderMail({ params: { token: orderToken }, body: { lang, contents } });
      storage.set('signInData', values);
      void navigate(stepPath(nextPage(tenant, 'sign-in') ?? 'payment'));
    });
  };

  return (
    <>
      {order.data ? <OrderSummary order={order.data} where={{ route: 'order' }} /> : null}
      <div className={styles.form}>
        {templates.data ? (
          <CustomerForm
            templates={templates.data}
            formatMessage={(key, params) => customerFormMessage(t, key, params)}
            residentArea={residenceInput(lang)}
            defaultValue={storage.get<SignInValues>('signInData') ?? undefined}
            onSubmit={submit}
            submitLabel={t('signIn.submit')}
            isPending={submitting}
            selectPlaceholder={t('signin.notSelected')}
            terms={termsAgreement(t)}
          />
        ) : null}
      </div>
    </>
  );
}

/** Customer information and questionnaire (spec section 2: /sign-in). */
export function SignInScreen() {
  const { t } = useTranslation();
  return (
    <main className={styles.withSummary}>
      <h1 className={styles.title}>{t('signIn.title')}</h1>
      <RequireOrder>{(token) => <SignInForm orderToken={token} />}</RequireOrder>
    </main>
  );
}
