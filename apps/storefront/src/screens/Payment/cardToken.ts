/**
 * The card token handed to checkout. Real providers tokenise the card in the browser with their own
 * script, so card numbers never reach our server; the built-in sandbox provider's token is the card
 * number itself, which is how its test cards choose the outcome.
 */
export function sandboxCardToken(cardNumber: string): string {
  return cardNumber.replace(/[\s-]/g, '');
}
