import type { PaymentMethodId } from '@venue/ticket-core';

/** The spec's stored payment data: the chosen method and, for cards, the provider's card token. */
export interface PaymentData {
  method: PaymentMethodId;
  paymentToken?: string;
  /** Last 4 digits shown on the confirmation page. */
  cardLast4?: string;
  /** The sales channel of the order being paid; a spot purchase ends on its own pages. */
  channel?: 'web' | 'spot';
}

/** Where a wallet payment continues, kept for the transition page. */
export interface TransitionData {
  redirectUrl: string;
}

/** What the complete page shows. */
export interface CompleteData {
  reservationToken: string;
  paymentNumber?: string;
  email?: string;
}
