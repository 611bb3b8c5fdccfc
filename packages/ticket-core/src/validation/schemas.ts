import { z } from 'zod';
import { type CardExpiry, cardName, cardNameContainingHalfWidthSpaces, expiry } from './cardRules.ts';
import { email, phone, sameEmail } from './contactRules.ts';
import { alphanumeric, maxLength, minLength, numeric, required } from './textRules.ts';
import type { ValidationError, Validator } from './validationError.ts';

function report(ctx: z.RefinementCtx, error: ValidationError | null, path: PropertyKey[] = []) {
  if (error) ctx.addIssue({ code: 'custom', message: error.key, params: error.params, path });
}

/**
 * A zod string schema running the given rules in order and reporting the first failure: the issue's
 * `message` is the rule's message key and its `params` the message values.
 */
export function ruleSchema(...rules: Validator[]) {
  return z.string().superRefine((value, ctx) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error) return report(ctx, error);
    }
  });
}

export const requiredSchema = ruleSchema(required);
export const numericSchema = ruleSchema(numeric);
export const alphanumericSchema = ruleSchema(alphanumeric);
export const emailSchema = ruleSchema(email);
export const phoneSchema = ruleSchema(phone);
export const cardNameSchema = ruleSchema(required, cardName);
export const cardNameWithSpaceSchema = ruleSchema(required, cardNameContainingHalfWidthSpaces);
export const maxLengthSchema = (max: number) => ruleSchema(maxLength(max));
export const minLengthSchema = (min: number) => ruleSchema(minLength(min));

/** Card expiry `{ year, month }` checked against `now` (the current month in Asia/Tokyo). */
export const expirySchema = (now: Date) =>
  z.object({ year: z.string(), month: z.string() }).superRefine((value: CardExpiry, ctx) => {
    report(ctx, expiry(value, now));
  });

/** Adds the sameEmail rule to an object schema: `confirmationField` must equal `emailField`. */
export function withSameEmail<T extends z.ZodObject>(
  schema: T,
  emailField: string,
  confirmationField: string,
) {
  return schema.superRefine((value: Record<string, unknown>, ctx) => {
    report(ctx, sameEmail(String(value[emailField] ?? ''), String(value[confirmationField] ?? '')), [
      confirmationField,
    ]);
  });
}
