import { z } from 'zod';
import { consoleCouponsRoutes } from '../routes/consoleCoupons.ts';
import { defineEndpoints } from './define.ts';
import { count, discountTypeSchema, isoDateTime, stockDate } from './shared.ts';

/** Ours: the venue console's coupons: usage per code, disabling a code, batches of invitation codes. */

const couponCode = z.string().min(1).max(64);

export const consoleCouponSchema = z.object({
  code: couponCode,
  name: z.string(),
  discount_type: discountTypeSchema,
  amount: count,
  per_ticket: z.boolean(),
  invitation: z.boolean().meta({ description: 'An invitation code: one ticket free' }),
  valid_from: stockDate,
  valid_to: stockDate,
  channel: z.string().nullable().meta({ description: 'web or spot; null for both' }),
  usage_limit: count.nullable().meta({ description: 'Orders that may use it; null: unlimited' }),
  used: count.meta({ description: 'Orders that used it (held or paid)' }),
  disabled: z.boolean().meta({ description: 'The console disabled it: refused as not available' }),
});

const batchId = z
  .string()
  .regex(/^[\w-]{16,64}$/, '16 to 64 letters, digits, _ or -')
  .meta({
    description: 'The page’s id of the batch (random): sending the same batch again makes no more codes',
  });

export const invitationBatchSchema = z.object({
  batch: batchId,
  name: z.string(),
  count: count,
  used: count,
  disabled: count,
  valid_from: stockDate,
  valid_to: stockDate,
  created_at: isoDateTime,
});

export const consoleCouponsEndpoints = defineEndpoints(consoleCouponsRoutes, {
  getConsoleCoupons: {
    summary: 'Console: the catalogue’s coupons with their use, and the batches of invitation codes',
    designed: true,
    answer: z.object({ coupons: z.array(consoleCouponSchema), batches: z.array(invitationBatchSchema) }),
  },
  setConsoleCoupon: {
    summary: 'Console: disable or re-enable a coupon code (orders that used it keep their discount)',
    designed: true,
    params: z.object({ code: couponCode }),
    body: z.object({ disabled: z.boolean() }),
    answer: z.object({ code: couponCode, disabled: z.boolean(), changed: z.boolean() }),
  },
  createConsoleInvitations: {
    summary: 'Console: make a batch of invitation codes (each one ticket free, once), from crypto random',
    designed: true,
    body: z
      .object({
        batch: batchId,
        count: z.int().min(1).max(1000),
        prefix: z
          .string()
          .regex(/^[A-Z0-9]{0,8}$/, 'up to 8 capital letters and digits')
          .meta({ description: 'Written before each code and a dash; none when empty', example: 'VIP' }),
        name: z.string().trim().min(1).max(100),
        valid_from: stockDate,
        valid_to: stockDate,
      })
      .refine((body) => body.valid_from <= body.valid_to, 'valid_from after valid_to'),
    answer: invitationBatchSchema.extend({
      codes: z.array(couponCode),
      replayed: z.boolean().meta({ description: 'The batch was already made: these are its codes' }),
    }),
  },
  getConsoleInvitationsCsv: {
    summary: 'Console: a batch’s invitation codes as CSV (UTF-8 with BOM): code, name, dates, used, disabled',
    designed: true,
    params: z.object({ batch: batchId }),
    answer: z.string().meta({ description: 'CSV file, UTF-8 with a byte order mark, CRLF lines' }),
  },
});
