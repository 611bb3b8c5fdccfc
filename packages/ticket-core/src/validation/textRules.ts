import { fail, type ValidationError, validationKeys } from './validationError.ts';

/** Length in characters (code points), so a surrogate pair counts once. */
const lengthOf = (value: string) => [...value].length;

/** Spec section 5: "Required: also rejects blank after trim." */
export function required(value: string): ValidationError | null {
  return value.trim() === '' ? fail(validationKeys.required) : null;
}

/** Spec section 5: "maximum ... length (messages take the length)". */
export function maxLength(max: number) {
  return (value: string): ValidationError | null =>
    lengthOf(value) > max ? fail(validationKeys.maxLength, { length: max }) : null;
}

/** Spec section 5: "minimum length (messages take the length)". */
export function minLength(min: number) {
  return (value: string): ValidationError | null =>
    value !== '' && lengthOf(value) < min ? fail(validationKeys.minLength, { length: min }) : null;
}

/** Spec section 5: "Numeric: digits only." */
export function numeric(value: string): ValidationError | null {
  return value === '' || /^[0-9]+$/.test(value) ? null : fail(validationKeys.numeric);
}

/** Spec section 5: "Alpha-numeric: letters and digits only." */
export function alphanumeric(value: string): ValidationError | null {
  return value === '' || /^[A-Za-z0-9]+$/.test(value) ? null : fail(validationKeys.alphanumeric);
}
