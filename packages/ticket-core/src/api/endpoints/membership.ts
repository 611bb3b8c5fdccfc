import { z } from 'zod';
import { membershipRoutes } from '../routes/membership.ts';
import { defineEndpoints } from './define.ts';
import { discountTypeSchema, emailAddress, id, languageCodeSchema, token, yen } from './shared.ts';

/** Membership login and promotion (spec 7). */

const siteKey = z.object({ key: z.string().min(1).meta({ description: 'Membership site key' }) });

export const membershipPromotionSchema = z.object({
  id,
  name: z.string(),
  membership_key: z.string(),
  membership_value: z.string(),
  promotion_type: discountTypeSchema,
  promotion_amount: yen,
});

/** Ours: a successful login gives the values the entry URL may carry. */
export const membershipLoginSchema = z.object({
  membership_key: z.string(),
  membership_value: z.string(),
  membership_token: token,
});

export const membershipInfoSchema = z.object({
  name: z.string(),
  resident_area: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.string(),
  gender: z.string(),
});

export const membershipEndpoints = defineEndpoints(membershipRoutes, {
  getMembershipPromotion: {
    summary: 'Membership promotion of a member',
    query: z.object({ lang: languageCodeSchema, membership_key: z.string(), membership_value: z.string() }),
    answer: membershipPromotionSchema,
  },
  membershipLogin: {
    summary: 'Log in with email and password',
    designedParts: ['answer'],
    params: siteKey,
    body: z.object({ email: emailAddress, password: z.string().min(1) }),
    answer: membershipLoginSchema,
  },
  membershipTokenLogin: {
    summary: 'Log in with a membership token',
    designedParts: ['answer'],
    params: siteKey,
    body: z.object({ token }),
    answer: membershipLoginSchema,
  },
  getMembership: {
    summary: 'Membership info (key: the membership_token of a login); registered after /membership/promotion',
    params: z.object({ key: token }),
    answer: membershipInfoSchema,
  },
});
