import { z } from 'zod';
import { languageCodes } from '../../i18n/languages.ts';
import { paymentMethodIds } from '../../payments/paymentMethods.ts';
import { isEmailAddress } from '../../validation/contactRules.ts';

/*
 * Small schemas shared by the endpoint table. Request parts that travel in the URL (path params and
 * query) are codecs from their string form to their value, so the client encodes with `z.encode` and the
 * server decodes with `parse`. Bodies and answers are plain JSON schemas.
 */

/** An email address by the one email rule (`isEmailAddress`): the storefront's field check and the server's. */
export const emailAddress = z.email().refine(isEmailAddress);

export const languageCodeSchema = z
  .enum(languageCodes)
  .meta({ description: 'Interface language', example: 'ja' });

export const paymentMethodIdSchema = z
  .enum(paymentMethodIds)
  .meta({ description: 'Payment method identifier (spec 9)', example: 'gmo_3ds' });

/** Spec 3: product sales channels. */
export const salesChannels = ['web', 'pos', 'kiosk', 'OTA', 'spot'] as const;
export const salesChannelSchema = z.enum(salesChannels);

/** Spec 3: date-selection modes of a product. */
export const dateSelectionModes = ['period', 'date', 'time'] as const;

/** Spec 3: coupon discount types, also used by membership promotions. */
export const discountTypes = ['percent', 'fixed'] as const;
export type DiscountType = (typeof discountTypes)[number];
export const discountTypeSchema = z.enum(discountTypes);

/** Spec 3: stock record statuses; anything other than few, sold_out and closed is normal. */
export const stockStatuses = ['few', 'sold_out', 'closed', 'normal'] as const;

/** Spec 3: ticket statuses and kinds. */
export const ticketStatuses = ['available', 'success', 'used', 'invalid_time', 'invalid'] as const;
export const ticketKinds = ['gate', 'set'] as const;
export const ticketKindSchema = z.enum(ticketKinds);

/** An ISO date-time with offset, e.g. `2026-12-01T10:00:00+09:00` (time is the 5 characters after T). */
export const isoDateTime = z.iso
  .datetime({ offset: true })
  .meta({ description: 'ISO 8601 date-time with offset', example: '2026-12-01T10:00:00+09:00' });

/** A stock date, `yyyy-MM-dd` in +09:00. */
export const stockDate = z.iso
  .date()
  .meta({ description: 'Date yyyy-MM-dd (+09:00)', example: '2026-12-01' });

/** A month of stock, `yyyy-MM` in +09:00. */
export const stockMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'yyyy-MM')
  .meta({ example: '2026-12' });

export const uuid = z.uuid().meta({ example: '3f1c2a9e-8b4d-4e0a-9c59-2f6d7b1e4a10' });

/** Unguessable token (reservation, order, share, time change, mail, spot QR). */
export const token = z.string().min(1).max(200).meta({ example: 'q3VtX2Q9r8sWb1kY0nZp4A' });

/** A database id: a non-negative 32-bit integer (PostgreSQL `serial`), so larger values are bad input. */
export const id = z.int().nonnegative().max(2_147_483_647);

/** An amount in yen. */
export const yen = z.int().meta({ description: 'Amount in yen', example: 2000 });

export const count = z.int().nonnegative();

/** A numeric id carried as a string in a path or query. */
export const idInUrl = z.codec(z.string().regex(/^\d+$/, 'digits only'), id, {
  decode: Number,
  encode: String,
});

/** Spec 7: `main_product_time_span_ids (comma list)`, e.g. `12,13`. */
export const idListInUrl = z.codec(z.string().regex(/^(\d+(,\d+)*)?$/, 'comma-separated ids'), z.array(id), {
  decode: (text) => (text === '' ? [] : text.split(',').map(Number)),
  encode: (ids) => ids.join(','),
});

const pageInUrl = z.codec(z.string().regex(/^\d{1,5}$/, 'a page number'), z.int().min(1), {
  decode: Number,
  encode: String,
});
const perPageInUrl = z.codec(z.string().regex(/^\d{1,3}$/, 'a page size'), z.int().min(1).max(100), {
  decode: Number,
  encode: String,
});

/** A page of a long list, asked for in the query: which page (from 1) and how many a page (at most 100). */
export const pageQuery = { page: pageInUrl.optional(), per_page: perPageInUrl.optional() };

/** Which page of a list an answer holds, and the page size. */
export const pageAnswer = { page: z.int().min(1), per_page: z.int().min(1) };

/** Path parameter `{token}`. */
export const tokenParams = z.object({ token });

/** Spec 3: settings and texts are key/value string pairs; so is the order's customer_info. */
export const keyValue = z.object({ key: z.string(), value: z.string() });

/**
 * Customer answers of the sign-in form (spec 5): field name (address, age, email, fullname, gender,
 * mail_magazine, {product}_mail_magazine, phone, resident_area, questionnaire1..3) to the value sent,
 * mail-magazine fields as 'true' or 'false'.
 */
export const customerContents = z
  .record(z.string().regex(/^[a-z0-9_]+$/), z.string().max(2000))
  .meta({ example: { fullname: 'Hanako Yamada', email: 'hanako@example.com', mail_magazine: 'true' } });

/** An answer with no content: the server replies 204 and the client resolves to null. */
export const noContent = z.null().meta({ description: '204 No Content' });

/** A payment provider payload passed through unchanged (spec 3: shape not shown). */
export const passThrough = z.record(z.string(), z.unknown());

/**
 * Every 4xx answer: `{ error }` carries a message of the spec's error catalogue (section 8); `can_retry`
 * comes with 3-D Secure and payment errors that may be retried.
 */
export const errorBodySchema = z
  .object({ error: z.string(), can_retry: z.boolean().optional() })
  .meta({ description: 'Error answer', example: { error: 'session_timeout' } });
export type ErrorBody = z.infer<typeof errorBodySchema>;
