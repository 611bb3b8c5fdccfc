import type { CustomerFormTerms } from '@venue/ticket-ui';
import type { TFunction } from 'i18next';
import { Trans } from 'react-i18next';
import { pageHref } from '../../app/pages.ts';

// Trans puts the text's words ("terms of use", "privacy policy") inside these links.
// biome-ignore lint/a11y/useAnchorContent: filled by Trans from the text between <terms> and </terms>.
const termsLink = <a href={pageHref('terms')} />;
// biome-ignore lint/a11y/useAnchorContent: filled by Trans from the text between <privacy> and </privacy>.
const privacyLink = <a href={pageHref('privacy')} />;

/**
 * The terms a visitor accepts before giving their details (spec: /sign-in "terms"): one sentence whose
 * words "terms of use" and "privacy policy" are the links to them (`<terms>` and `<privacy>` in the text).
 */
export function termsAgreement(t: TFunction): CustomerFormTerms {
  return {
    label: <Trans t={t} i18nKey="signIn.terms" components={{ terms: termsLink, privacy: privacyLink }} />,
    requiredMessage: t('signIn.termsRequired'),
  };
}
