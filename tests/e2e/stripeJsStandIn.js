/**
 * A stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), which the e2e serves in its place
 * since the browser reaches no outside host: only the calls the storefront makes, with Stripe's names and
 * answer shapes. `Stripe(publishableKey)`, `elements({ locale })`, `create('card', options)` with
 * `on('change')`, `mount(element)` and `destroy()`, and `createPaymentMethod({ type: 'card', card })`,
 * which answers Stripe's test PaymentMethod ids for Stripe's test card numbers (and Stripe's errors for a
 * declined or incomplete card). Real Stripe draws the card fields in its own frame; here they are plain
 * inputs in the mounted element, labelled as Stripe labels them.
 */
(() => {
  /** Stripe's test cards and the test PaymentMethods they stand for. */
  const testCards = {
    4242424242424242: { id: 'pm_card_visa', brand: 'visa' },
    4000002760003184: { id: 'pm_card_threeDSecure2Required', brand: 'visa' },
  };
  const declined = '4000000000000002';

  function cardElement() {
    const listeners = [];
    let fields = null;
    const digits = () => (fields ? fields.number.value.replace(/\s/g, '') : '');
    const complete = () =>
      digits().length >= 14 &&
      /^\d\d \/ \d\d$/.test(fields.expiry.value) &&
      /^\d{3,4}$/.test(fields.cvc.value);
    const input = (label, name) => {
      const field = document.createElement('input');
      field.name = name;
      field.setAttribute('aria-label', label);
      field.autocomplete = 'off';
      field.addEventListener('input', () => {
        for (const listener of listeners)
          listener({ elementType: 'card', complete: complete(), empty: false });
      });
      return field;
    };
    return {
      mount(target) {
        const container = typeof target === 'string' ? document.querySelector(target) : target;
        fields = {
          number: input('Card number', 'cardnumber'),
          expiry: input('Expiration date MM / YY', 'exp-date'),
          cvc: input('CVC', 'cvc'),
        };
        container.classList.add('StripeElement');
        container.append(fields.number, fields.expiry, fields.cvc);
      },
      on(event, listener) {
        if (event === 'change') listeners.push(listener);
      },
      destroy() {
        for (const field of Object.values(fields ?? {})) field.remove();
        fields = null;
      },
      /** What the stand-in's createPaymentMethod reads; real Stripe keeps it in its frame. */
      _card: () => ({ number: digits(), complete: fields !== null && complete() }),
    };
  }

  function stripe(publishableKey) {
    if (typeof publishableKey !== 'string' || !publishableKey.startsWith('pk_test_'))
      throw new Error('IntegrationError: the stand-in takes a test publishable key (pk_test_...)');
    return {
      elements: () => ({
        create(type) {
          if (type !== 'card') throw new Error(`IntegrationError: the stand-in has no ${type} element`);
          return cardElement();
        },
      }),
      async createPaymentMethod({ type, card }) {
        if (type !== 'card' || !card?._card) throw new Error('IntegrationError: a card element is expected');
        const entered = card._card();
        if (!entered.complete)
          return {
            error: {
              type: 'validation_error',
              code: 'incomplete_number',
              message: 'Your card number is incomplete.',
            },
          };
        if (entered.number === declined)
          return { error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } };
        const known = testCards[entered.number];
        if (!known)
          return {
            error: { type: 'card_error', code: 'invalid_number', message: 'Your card number is invalid.' },
          };
        return {
          paymentMethod: {
            id: known.id,
            object: 'payment_method',
            type: 'card',
            card: { brand: known.brand, last4: entered.number.slice(-4) },
          },
        };
      },
    };
  }
  // The release @stripe/stripe-js 10 loads (`/endive/stripe.js`).
  stripe.version = 'endive';
  window.Stripe = stripe;
})();
