import { regexes } from 'zod/v4/core';
import { fail, type ValidationError, validationKeys } from './validationError.ts';

/** Spec section 9: "email local part 64, domain 254". */
export const emailLocalPartMax = 64;
export const emailDomainMax = 254;

/**
 * Spec section 5: "email: standard validity, local part at most 64, domain at most 254". The one email
 * rule: the storefront's field check and the server's check of an address sent to it.
 */
export function isEmailAddress(value: string): boolean {
  const at = value.lastIndexOf('@');
  return regexes.email.test(value) && at <= emailLocalPartMax && value.length - at - 1 <= emailDomainMax;
}

/** The email field rule: empty (left to `required`) or an address (`isEmailAddress`). */
export function email(value: string): ValidationError | null {
  if (value === '') return null;
  return isEmailAddress(value) ? null : fail(validationKeys.email);
}

/** Spec section 5: "sameEmail: equals confirmation email." */
export function sameEmail(value: string, confirmation: string): ValidationError | null {
  return value === confirmation ? null : fail(validationKeys.sameEmail);
}

/** Spec section 5: "phone: 9-12 digits, or hyphenated 2-5/1-4/3-4 digits." */
export function phone(value: string): ValidationError | null {
  if (value === '') return null;
  return /^\d{9,12}$/.test(value) || /^\d{2,5}-\d{1,4}-\d{3,4}$/.test(value)
    ? null
    : fail(validationKeys.phone);
}
