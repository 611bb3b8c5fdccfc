import type { Insertable, Kysely, Selectable } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database, PaymentTable } from '../db/schema.ts';
import { DomainError } from '../domainError.ts';
import type { PaymentRequest } from './paymentRequest.ts';
import type { ProviderPayment } from './provider.ts';

/**
 * The tenant's payment of `reference` (the payment number a checkout answered); 'record not found'
 * otherwise. With `lock` (PostgreSQL) its row stays locked until the transaction ends, so two captures of
 * one payment run one after the other.
 */
export async function paymentOf(db: Kysely<Database>, tenantId: string, reference: string, lock = false) {
  const payment = await db
    .selectFrom('payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('reference', '=', reference)
    .$if(lock, (query) => query.forUpdate())
    .executeTakeFirst();
  if (!payment) throw new DomainError('recordNotFound');
  return payment;
}

/** Records a new payment of `request` (its order, or a date change of it) and answers it as stored. */
export function insertPayment(
  db: Kysely<Database>,
  tenantId: string,
  request: Pick<PaymentRequest, 'orderId' | 'timeChangeToken' | 'methodId' | 'amount'>,
  recorded: Pick<
    Insertable<PaymentTable>,
    'reference' | 'status' | 'provider' | 'provider_data' | 'provider_ref'
  >,
) {
  return db
    .insertInto('payments')
    .values({
      tenant_id: tenantId,
      order_id: request.orderId,
      method_id: request.methodId,
      amount: request.amount,
      time_change_token: request.timeChangeToken,
      can_retry: 0,
      created_at: nowIso(),
      completed_at: null,
      ...recorded,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** What a provider sees again of a payment row. */
export function providerPayment(payment: Selectable<PaymentTable>): ProviderPayment {
  return {
    reference: payment.reference,
    methodId: payment.method_id,
    amount: payment.amount,
    providerRef: payment.provider_ref,
    providerData: payment.provider_data,
  };
}

/**
 * Whether giving back the payment's charge failed (it was paid after its order could no longer be
 * completed): the spec's 'critical refund error', for the venue to settle by hand.
 */
export async function refundFailed(db: Kysely<Database>, paymentId: number): Promise<boolean> {
  const failed = await db
    .selectFrom('payment_refunds')
    .select('id')
    .where('payment_id', '=', paymentId)
    .where('reason', 'in', ['order_expired', 'late_charge'])
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return failed !== undefined;
}
