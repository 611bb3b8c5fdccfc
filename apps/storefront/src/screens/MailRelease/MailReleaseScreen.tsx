import { errorKeyOf, errorMessages, isApiError } from '@venue/ticket-core';
import { Button } from '@venue/ticket-ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { errorText } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { pageHref, pagePath } from '../../app/pages.ts';
import { tenant } from '../../tenant.ts';
import { brandName } from '../SignIn/brandMailMagazine.ts';
import * as styles from '../screen.css.ts';

const already = 'already';

/** A mail magazine's name: the site's own, or the brand's (`{brand}_mail_magazine`). */
function useMagazineName() {
  const { t } = useTranslation();
  return (field: string) =>
    field === 'mail_magazine'
      ? t('mailRelease.siteMagazine', { site: tenant.title.default })
      : t('mailRelease.brandMagazine', { brand: brandName(t, field) });
}

/** Spec section 2: /mail-release/{mailToken} — unsubscribes the address of the token from a magazine. */
export function MailReleaseScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const magazineName = useMagazineName();
  const mailToken = useParams().mailToken ?? '';
  const { submitting: busy, run } = useSubmit({ route: 'other' });
  const { data, loading } = useApiQuery(
    mailToken,
    (signal) => api.getMailMagazine({ params: { token: mailToken }, signal }),
    { route: 'other' },
  );
  const fields = data?.field_names ?? [];
  const noneLeft = data !== undefined && data !== null && fields.length === 0;

  useEffect(() => {
    if (noneLeft) void navigate(pagePath('mailReleaseCompletion', { result: already }), { replace: true });
  }, [noneLeft, navigate]);

  const release = (field: string) =>
    run(
      async () => {
        await api.releaseMailMagazine({ params: { mailToken }, body: { field_name: field } });
        void navigate(pagePath('mailReleaseCompletion'));
      },
      {
        shown: (error) => {
          if (!(isApiError(error) && errorKeyOf(error.message) === 'mailMagazineAlreadyUnsubscribed'))
            return false;
          void navigate(pagePath('mailReleaseCompletion', { result: already }));
          return true;
        },
      },
    );

  return (
    <main className={styles.screen} aria-busy={loading}>
      <h1 className={styles.title}>{t('mailRelease.title')}</h1>
      {data === null ? <p role="alert">{errorText(errorMessages.recordNotFound)}</p> : null}
      {fields.length > 0 ? <p>{t('mailRelease.text')}</p> : null}
      <div className={styles.actions}>
        {fields.map((field) => (
          <Button key={field} isDisabled={busy} onPress={() => void release(field)}>
            {t('mailRelease.submit', { name: magazineName(field) })}
          </Button>
        ))}
      </div>
    </main>
  );
}

/** Spec section 2: /mail-release-completion — done, or already unsubscribed (from the catalogue). */
export function MailReleaseCompletionScreen() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  return (
    <main className={styles.screen}>
      <h1 className={styles.title}>{t('mailRelease.title')}</h1>
      <p role="status">
        {query.get('result') === already
          ? errorText(errorMessages.mailMagazineAlreadyUnsubscribed)
          : t('mailRelease.done')}
      </p>
      <a href={pageHref('entry')}>{t('notFound.home')}</a>
    </main>
  );
}
