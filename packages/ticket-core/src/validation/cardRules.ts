import { CalendarDate, fromDate, toCalendarDate } from '@internationalized/date';
import { fail, type ValidationError, validationKeys } from './validationError.ts';

/** Spec section 9: "Card name at most 30 characters". */
export const cardNameMaxLength = 30;

/** Spec section 5: "cardName: 1-30 letters and spaces." */
export function cardName(value: string): ValidationError | null {
  if (value === '') return null;
  return /^[A-Za-z ]{1,30}$/.test(value)
    ? null
    : fail(validationKeys.cardName, { length: cardNameMaxLength });
}

/**
 * Spec section 5: "cardNameContainingHalfWidthSpaces: exactly one half-width space splitting the name,
 * plus the same rule."
 */
export function cardNameContainingHalfWidthSpaces(value: string): ValidationError | null {
  if (value === '') return null;
  if (!/^[^ ]+ [^ ]+$/.test(value)) return fail(validationKeys.cardNameHalfWidthSpace);
  return cardName(value);
}

export interface CardExpiry {
  /** Two-digit ('27') or four-digit ('2027') year. */
  year: string;
  /** '1'..'12', with or without a leading zero. */
  month: string;
}

/**
 * Spec section 5: "Expiry: card year/month not before the current month." The current month is taken
 * in Asia/Tokyo from `now`, whatever the machine's time zone.
 */
export function expiry({ year, month }: CardExpiry, now: Date): ValidationError | null {
  if (!/^\d{2}(\d{2})?$/.test(year) || !/^\d{1,2}$/.test(month)) return fail(validationKeys.expiry);
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return fail(validationKeys.expiry);
  const fullYear = year.length === 2 ? 2000 + Number(year) : Number(year);
  const today = toCalendarDate(fromDate(now, 'Asia/Tokyo'));
  const expires = new CalendarDate(fullYear, monthNumber, 1);
  return expires.compare(today.set({ day: 1 })) < 0 ? fail(validationKeys.expiry) : null;
}
