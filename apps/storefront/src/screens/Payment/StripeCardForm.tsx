import type { LanguageCode } from '@venue/ticket-core';
import { Button } from '@venue/ticket-ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/language.ts';
import type { CardToken } from './cardToken.ts';
import * as styles from './StripeCardForm.css.ts';
import { type SiteStripe, siteStripe } from './siteStripe.ts';

/** Stripe's element locales for ours. */
const stripeLocales = {
  ja: 'ja',
  en: 'en',
  'zh-hans': 'zh',
  'zh-hant': 'zh-TW',
  kr: 'ko',
  th: 'th',
} as const satisfies Record<LanguageCode, string>;

type Site =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'sandbox' }
  | { kind: 'stripe'; stripe: SiteStripe };

/**
 * The card of a Stripe method (`stripe`, `stripe_secure`), entered in Stripe's own card element: the card
 * number, expiry and security code stay in Stripe's frame, and `onSubmit` receives only the PaymentMethod
 * id (`pm_...`) Stripe made of them and the card's last 4 digits. Stripe.js loads here, on the payment page,
 * once a Stripe method is chosen, with the site's publishable key from the server's config route. A site
 * whose Stripe methods the server runs in its sandbox (no account configured: the route answers 404) gets
 * `sandboxForm`, the sandbox's card form.
 */
export default function StripeCardForm({
  submitLabel,
  onSubmit,
  isPending,
  sandboxForm,
}: {
  submitLabel: string;
  onSubmit: (card: CardToken) => void;
  isPending: boolean;
  sandboxForm: ReactNode;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const errorId = useId();
  const container = useRef<HTMLDivElement>(null);
  const [site, setSite] = useState<Site>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [card, setCard] = useState<ReturnType<SiteStripe['mountCard']> | null>(null);
  const [error, setError] = useState<string>();
  const [creating, setCreating] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failed load.
  useEffect(() => {
    let current = true;
    setSite({ kind: 'loading' });
    siteStripe().then(
      (stripe) => {
        if (current) setSite(stripe ? { kind: 'stripe', stripe } : { kind: 'sandbox' });
      },
      () => {
        if (current) setSite({ kind: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  useEffect(() => {
    if (site.kind !== 'stripe' || !container.current) return;
    const mounted = site.stripe.mountCard(container.current, stripeLocales[lang], (message) =>
      setError(message),
    );
    setCard(mounted);
    return () => {
      setCard(null);
      mounted.destroy();
    };
  }, [site, lang]);

  if (site.kind === 'sandbox') return <>{sandboxForm}</>;
  if (site.kind === 'failed')
    return (
      <div className={styles.form}>
        <p className={styles.error} role="alert">
          {t('payment.cardUnavailable')}
        </p>
        <Button variant="secondary" onPress={() => setAttempt((count) => count + 1)}>
          {t('payment.cardRetry')}
        </Button>
      </div>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!card || creating || isPending) return;
    setCreating(true);
    try {
      const made = await card.paymentMethod();
      if ('error' in made) setError(made.error ?? t('payment.cardNotAccepted'));
      else onSubmit(made);
    } finally {
      setCreating(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className={styles.field}
        aria-describedby={error ? errorId : undefined}
        aria-busy={site.kind === 'loading'}
      >
        <legend className={styles.label}>{t('payment.card')}</legend>
        <div ref={container} className={styles.element} data-card-element="stripe" />
        {error ? (
          <p className={styles.error} id={errorId} role="alert">
            {error}
          </p>
        ) : null}
      </fieldset>
      <Button type="submit" isDisabled={!card || creating || isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
