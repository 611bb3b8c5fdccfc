/** Message keys of the validation rules; the UI translates them with the params. */
export const validationKeys = {
  required: 'validation.required',
  maxLength: 'validation.maxLength',
  minLength: 'validation.minLength',
  numeric: 'validation.numeric',
  alphanumeric: 'validation.alphanumeric',
  cardName: 'validation.cardName',
  cardNameHalfWidthSpace: 'validation.cardNameHalfWidthSpace',
  expiry: 'validation.expiry',
  email: 'validation.email',
  sameEmail: 'validation.sameEmail',
  phone: 'validation.phone',
} as const;

export type ValidationKey = (typeof validationKeys)[keyof typeof validationKeys];

/** A failed rule: a message key and the values its message takes (e.g. `{ length: 30 }`). */
export interface ValidationError {
  key: ValidationKey;
  params: Record<string, number | string>;
}

/** A rule over one text value: null when valid. Rules other than `required` accept the empty string. */
export type Validator = (value: string) => ValidationError | null;

export function fail(key: ValidationKey, params: Record<string, number | string> = {}): ValidationError {
  return { key, params };
}
