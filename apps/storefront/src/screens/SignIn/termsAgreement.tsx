import type { CustomerFormTerms } from '@venue/ticket-ui';
import type { TFunction } from 'i18next';

/** The terms a visitor accepts before giving their details (spec: /sign-in "terms"), with links to them. */
export function termsAgreement(t: TFunction): CustomerFormTerms {
  return {
    label: (
      <>
        {t('signIn.terms')} (<a href="#/terms">{t('footer.terms')}</a>,{' '}
        <a href="#/privacy">{t('footer.privacy')}</a>)
      </>
    ),
    requiredMessage: t('signIn.termsRequired'),
  };
}
