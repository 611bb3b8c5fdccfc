import i18next, { type TFunction } from 'i18next';
import { tenant } from '../../tenant.ts';

/** The sign-in field of the site's second brand mail magazine (`{brand}_mail_magazine`), if it has one. */
export const brandMailMagazineField = tenant.brandMailMagazine
  ? `${tenant.brandMailMagazine}_mail_magazine`
  : null;

/**
 * The name a mail-magazine field stands for outside the site's own: the brand's, from the site's text
 * `mail_magazine_brand` in the page's language, or the brand's id where the site has no such text.
 */
export function brandName(t: TFunction, field: string): string {
  const id = field.replace(/_mail_magazine$/, '');
  return field === brandMailMagazineField ? t('mail_magazine_brand', { defaultValue: id }) : id;
}

/**
 * The customer form's messages: the brand's mail-magazine field is labelled with the brand's name, unless
 * the site gives that field a label of its own.
 */
export function customerFormMessage(t: TFunction, key: string, params?: Record<string, unknown>): string {
  const field = key.replace(/^signin\.field\./, '');
  if (field === brandMailMagazineField && !i18next.exists(key)) {
    return t('signin.field.brandMailMagazine', { brand: brandName(t, field) });
  }
  return t(key, params);
}
