import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  cardNameSchema,
  cardNameWithSpaceSchema,
  emailSchema,
  expirySchema,
  maxLengthSchema,
  minLengthSchema,
  phoneSchema,
  requiredSchema,
  ruleSchema,
  withSameEmail,
} from './schemas.ts';
import { maxLength, numeric } from './textRules.ts';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => ({
    message: issue.message,
    params: (issue as { params?: unknown }).params,
    path: issue.path,
  })) ?? [];

describe('validation as zod schemas (spec 5)', () => {
  it('reports the rule message key and params as the zod issue', () => {
    expect(issues(maxLengthSchema(3).safeParse('abcd'))).toEqual([
      { message: 'validation.maxLength', params: { length: 3 }, path: [] },
    ]);
    expect(issues(minLengthSchema(3).safeParse('ab'))).toEqual([
      { message: 'validation.minLength', params: { length: 3 }, path: [] },
    ]);
  });

  it('accepts valid values and rejects invalid ones like the plain rules', () => {
    expect(emailSchema.safeParse('a@example.com').success).toBe(true);
    expect(issues(emailSchema.safeParse('nope'))[0]?.message).toBe('validation.email');
    expect(phoneSchema.safeParse('03-1234-5678').success).toBe(true);
    expect(issues(phoneSchema.safeParse('12'))[0]?.message).toBe('validation.phone');
    expect(issues(requiredSchema.safeParse('  '))[0]?.message).toBe('validation.required');
  });

  it('reports only the first failing rule', () => {
    expect(issues(cardNameSchema.safeParse(''))).toEqual([
      { message: 'validation.required', params: {}, path: [] },
    ]);
    expect(issues(cardNameWithSpaceSchema.safeParse('TARO'))[0]?.message).toBe(
      'validation.cardNameHalfWidthSpace',
    );
    expect(issues(ruleSchema(numeric, maxLength(1)).safeParse('x1'))).toHaveLength(1);
  });

  it('rejects non-strings', () => {
    expect(emailSchema.safeParse(42).success).toBe(false);
  });

  it('checks card expiry against the given now', () => {
    const schema = expirySchema(new Date('2026-11-22T00:00:00Z'));
    expect(schema.safeParse({ year: '26', month: '11' }).success).toBe(true);
    expect(issues(schema.safeParse({ year: '26', month: '10' }))[0]?.message).toBe('validation.expiry');
  });

  it('"sameEmail: equals confirmation email" on the confirmation field', () => {
    const form = withSameEmail(
      z.object({ email: emailSchema, emailConfirm: z.string() }),
      'email',
      'emailConfirm',
    );
    expect(form.safeParse({ email: 'a@example.com', emailConfirm: 'a@example.com' }).success).toBe(true);
    expect(issues(form.safeParse({ email: 'a@example.com', emailConfirm: 'b@example.com' }))).toEqual([
      { message: 'validation.sameEmail', params: {}, path: ['emailConfirm'] },
    ]);
  });
});
