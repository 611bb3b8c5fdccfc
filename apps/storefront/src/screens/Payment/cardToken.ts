import type { CardValues } from '@venue/ticket-ui';

/**
 * A card as checkout takes it: the provider's token for it and the last 4 digits the confirmation page
 * shows. Never the card number itself for a real provider.
 */
export interface CardToken {
  paymentToken: string;
  last4: string;
}

/**
 * The card token handed to checkout. Real providers tokenise the card in the browser with their own
 * script (Stripe: `StripeCardForm.tsx`), so card numbers never reach our server; the built-in sandbox
 * provider's token is the card number itself, which is how its test cards choose the outcome.
 */
export function sandboxCardToken(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}

/** The sandbox card form's values as checkout takes them. */
export function sandboxCard(card: CardValues): CardToken {
  const paymentToken = sandboxCardToken(card.number);
  return { paymentToken, last4: paymentToken.slice(-4) };
}
