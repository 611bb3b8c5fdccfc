import { noSend } from './signInOptions.ts';

/** Spec section 3: a field template of GET /field_templates. */
export interface FieldTemplate {
  field_name: string;
  is_display: boolean;
  is_require: boolean;
  /** A select asks one of `items` (the site's own words, one list for every language); text is free. */
  input_type?: 'text' | 'select';
  items?: readonly string[];
}

/** A customer_info entry of the order (spec section 3: "key/value list"). */
export interface CustomerInfoEntry {
  key: string;
  value: string;
}

/** The sign-in form's values, by form value name (`name`, `acceptMailMagazine`, ...). */
export type SignInValues = Readonly<Record<string, string | boolean | undefined>>;

/** Spec section 3: "Sign-in fields (fieldName to form value)". */
export const signInFieldMapping: Readonly<Record<string, string>> = {
  address: 'address',
  age: 'age',
  email: 'email',
  fullname: 'name',
  gender: 'gender',
  mail_magazine: 'acceptMailMagazine',
  phone: 'phone',
  resident_area: 'residentArea',
  questionnaire1: 'questionnaire1',
  questionnaire2: 'questionnaire2',
  questionnaire3: 'questionnaire3',
};

const productMailMagazine = /^([a-z][a-z0-9]*)_mail_magazine$/;
const omittable = new Set(['gender', 'age', 'resident_area']);

/** The form value name of a field, or null when the field has no known mapping. */
export function signInValueName(fieldName: string): string | null {
  const known = signInFieldMapping[fieldName];
  if (known) return known;
  const product = productMailMagazine.exec(fieldName)?.[1];
  return product ? `accept${product[0]?.toUpperCase()}${product.slice(1)}MailMagazine` : null;
}

const isMailMagazine = (fieldName: string) =>
  fieldName === 'mail_magazine' || productMailMagazine.test(fieldName);

/** Mail magazine answers are 'true' or 'false'; spec section 3: "Mail magazine default is true". */
/**
 * A newsletter is sent to those who ticked its box: opt-in is off until the visitor says yes (the spec's
 * "Mail magazine default is true" pre-ticked the box, which consent rules for marketing mail forbid).
 */
function mailMagazineValue(value: string | boolean | undefined): 'true' | 'false' {
  return value === true || value === 'true' ? 'true' : 'false';
}

/**
 * Spec section 5: "only fields flagged for display with a known mapping are sent. For gender, age and
 * resident_area, 'noSend' omits the field. The two mail-magazine fields are sent as 'true' or 'false'.
 * Others as entered."
 */
export function customerInfo(templates: readonly FieldTemplate[], values: SignInValues): CustomerInfoEntry[] {
  const entries: CustomerInfoEntry[] = [];
  for (const { field_name: key, is_display } of templates) {
    const valueName = is_display ? signInValueName(key) : null;
    if (valueName === null) continue;
    const value = values[valueName];
    if (isMailMagazine(key)) {
      entries.push({ key, value: mailMagazineValue(value) });
    } else if (!(omittable.has(key) && value === noSend)) {
      entries.push({ key, value: value === undefined ? '' : String(value) });
    }
  }
  return entries;
}
