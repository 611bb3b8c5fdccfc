import type { LanguageCode } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import { newToken } from '../tokens.ts';
import { type ReservationRow, reservationOf, sharedReservationOf } from './reservationAccess.ts';

/** The receipt's line for a payment method's discount. */
export const paymentMethodDiscount: Record<LanguageCode, string> = {
  ja: 'お支払い方法割引',
  en: 'Payment method discount',
  'zh-hans': '支付方式优惠',
  'zh-hant': '付款方式優惠',
  kr: '결제 수단 할인',
  th: 'ส่วนลดตามวิธีชำระเงิน',
};

/** Ticket mails a reservation may send per hour. */
export const sendsPerHour = 5;
export const hour = 60 * 60_000;

/** Consumption tax rate of Japan, in percent; prices are tax-inclusive. */
export const consumptionTaxRate = 10;

/** The reservation's payment: method and amount paid. */
export async function paymentOf(db: Kysely<Database>, reservation: ReservationRow) {
  return db
    .selectFrom('payments')
    .select(['method_id', 'amount', 'completed_at'])
    .where('order_id', '=', reservation.order_id)
    .where('time_change_token', 'is', null)
    .where('status', '=', 'succeeded')
    .executeTakeFirstOrThrow();
}

/** The reservation's share token, created on first use (one per reservation, so links stay valid). */
export async function shareTokenOf(db: Kysely<Database>, reservation: ReservationRow): Promise<string> {
  const existing = await db
    .selectFrom('share_tokens')
    .select('token')
    .where('reservation_id', '=', reservation.id)
    .orderBy('created_at')
    .executeTakeFirst();
  if (existing) return existing.token;
  const token = newToken();
  await db
    .insertInto('share_tokens')
    .values({ token, tenant_id: reservation.tenant_id, reservation_id: reservation.id, created_at: nowIso() })
    .execute();
  return token;
}

/** The reservation of a gate's token: a reservation token or one of its share tokens. */
export async function gateReservation(db: Kysely<Database>, tenantId: string, token: string) {
  try {
    return await reservationOf(db, tenantId, token);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return sharedReservationOf(db, tenantId, token);
  }
}
