import {
  cardName,
  cardNameContainingHalfWidthSpaces,
  expiry,
  maxLength,
  minLength,
  numeric,
  required,
  type ValidationError,
} from '@venue/ticket-core';
import type { FieldRule } from '../private/useRuleForm.ts';

/** What the card form hands on; the payment provider tokenises it. */
export interface CardValues {
  number: string;
  name: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
}

/** The card-name rule a payment provider asks for (spec 5). */
export const cardNameRules = ['cardName', 'cardNameContainingHalfWidthSpaces'] as const;
export type CardNameRule = (typeof cardNameRules)[number];

const firstError =
  (...checks: ((value: string) => ValidationError | null)[]) =>
  (value: string) => {
    for (const check of checks) {
      const error = check(value);
      if (error) return error;
    }
    return null;
  };

/** Card numbers run 14 to 16 digits; security codes 3 or 4. */
const numberRule = firstError(required, numeric, minLength(14), maxLength(16));
const securityCodeRule = firstError(required, numeric, minLength(3), maxLength(4));

/** Each field's rules, composed from the domain's validation functions. */
export function cardRules(nameRule: CardNameRule, now: Date): [keyof CardValues, FieldRule<CardValues>][] {
  const nameCheck = firstError(
    required,
    nameRule === 'cardName' ? cardName : cardNameContainingHalfWidthSpaces,
  );
  const expiryCheck = (values: CardValues) =>
    required(values.expiryMonth) ??
    required(values.expiryYear) ??
    expiry({ year: values.expiryYear, month: values.expiryMonth }, now);
  return [
    ['number', (values) => numberRule(values.number)],
    ['name', (values) => nameCheck(values.name)],
    ['expiryMonth', expiryCheck],
    ['expiryYear', expiryCheck],
    ['securityCode', (values) => securityCodeRule(values.securityCode)],
  ];
}
