import type { PaymentFlowType } from '@venue/ticket-core';

/** A payment to start: of an order, or of a date change of its reservation (`timeChangeToken`). */
export interface PaymentRequest {
  orderId: number;
  timeChangeToken: string | null;
  /** The method recorded on the payment. */
  methodId: string;
  flow: PaymentFlowType;
  amount: number;
  paymentToken: string | undefined;
  /** Runs once the payment is recorded; `waiting` when the visitor goes on to a provider page. */
  recorded: (waiting: boolean) => Promise<void>;
}
