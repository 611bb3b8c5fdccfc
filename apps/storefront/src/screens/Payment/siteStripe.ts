import type { StripeElementLocale } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { apiRoot } from '../../api/api.ts';
import type { CardToken } from './cardToken.ts';

/** A card element mounted on the page. */
export interface MountedCard {
  /** Makes the card's PaymentMethod at Stripe: its id and last 4 digits, or Stripe's message why not. */
  paymentMethod(): Promise<CardToken | { error: string | undefined }>;
  destroy(): void;
}

/** The site's Stripe, ready to mount its card element. */
export interface SiteStripe {
  mountCard(
    container: HTMLElement,
    locale: StripeElementLocale,
    onError: (message?: string) => void,
  ): MountedCard;
}

/** What the server's `/<tenant>/api/v1/payments/stripe/config` answers (public keys only). */
function publishableKeyOf(config: unknown): string {
  const key = (config as { publishable_key?: unknown } | null)?.publishable_key;
  if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key))
    throw new Error('The Stripe config answered no publishable key');
  return key;
}

let loading: Promise<SiteStripe | null> | undefined;

/**
 * The site's Stripe: its publishable key from the server's config route, then Stripe.js from Stripe (the
 * official loader, which adds its script to the page on this first call and never before). Null when the
 * server has no Stripe account for the site (404): its sandbox runs the Stripe methods. Asked once a page
 * load; a failure is asked again on the next call.
 */
export function siteStripe(): Promise<SiteStripe | null> {
  loading ??= load().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

async function load(): Promise<SiteStripe | null> {
  const answer = await fetch(`${apiRoot}/payments/stripe/config`, {
    headers: { accept: 'application/json' },
  });
  if (answer.status === 404) return null;
  if (!answer.ok) throw new Error(`The Stripe config answered ${answer.status}`);
  const stripe = await loadStripe(publishableKeyOf(await answer.json()));
  if (!stripe) throw new Error('Stripe.js did not load');
  return {
    mountCard(container, locale, onError) {
      // The element draws inside Stripe's frame, which cannot read the page's theme variables: it gets their values.
      const look = getComputedStyle(container);
      const card = stripe.elements({ locale }).create('card', {
        hidePostalCode: true,
        style: { base: { color: look.color, fontFamily: look.fontFamily, fontSize: look.fontSize } },
      });
      card.on('change', (event) => onError(event.error?.message));
      card.mount(container);
      return {
        async paymentMethod() {
          const made = await stripe.createPaymentMethod({ type: 'card', card });
          if (made.error || !made.paymentMethod) return { error: made.error?.message };
          return { paymentToken: made.paymentMethod.id, last4: made.paymentMethod.card?.last4 ?? '' };
        },
        destroy: () => card.destroy(),
      };
    },
  };
}
