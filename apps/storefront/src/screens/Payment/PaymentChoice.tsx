import { type Answer, type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import { Button, CardForm, PaymentMethodSelector } from '@venue/ticket-ui';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { type CardToken, sandboxCard } from './cardToken.ts';

const needsCard = (method: PaymentMethodId | null) =>
  method !== null && ['card', 'card3ds'].includes(paymentFlowType(method));

/** The methods whose card Stripe's element takes, where the server has a Stripe account for the site. */
const stripeMethods: readonly PaymentMethodId[] = ['stripe', 'stripe_secure'];

/** Stripe's card element and Stripe.js: loaded once a Stripe method is chosen, never with the first screen. */
const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

/**
 * The payment method chosen among those `offered` (none to choose when the order is `free`), `children`
 * (what else the step asks before paying), then the step's submit: for a card method the card entry
 * (Stripe's element for a Stripe method, else the sandbox's card form), which hands the card's token to
 * `onSubmit`, else one button.
 */
export function PaymentChoice({
  offered,
  method,
  onMethodChange,
  free = false,
  submitLabel,
  onSubmit,
  isDisabled,
  children,
}: {
  offered: Answer<'getPaymentMethods'>;
  method: PaymentMethodId | null;
  onMethodChange: (method: PaymentMethodId) => void;
  free?: boolean;
  submitLabel: string;
  onSubmit: (card?: CardToken) => void;
  isDisabled: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const sandboxForm = (
    <CardForm
      labels={{
        number: t('payment.cardNumber'),
        name: t('payment.cardName'),
        expiryMonth: t('payment.cardExpiryMonth'),
        expiryYear: t('payment.cardExpiryYear'),
        securityCode: t('payment.cardCvc'),
        submit: submitLabel,
      }}
      formatMessage={(key, params) => t(key, params)}
      now={new Date()}
      onSubmit={(card) => onSubmit(sandboxCard(card))}
      isPending={isDisabled}
    />
  );
  const cardEntry =
    method !== null && stripeMethods.includes(method) ? (
      <Suspense fallback={<div aria-busy="true" />}>
        <StripeCardForm
          submitLabel={submitLabel}
          onSubmit={onSubmit}
          isPending={isDisabled}
          sandboxForm={sandboxForm}
        />
      </Suspense>
    ) : (
      sandboxForm
    );
  return (
    <>
      {free ? (
        <p>{t('payment.free')}</p>
      ) : (
        <PaymentMethodSelector
          label={t('payment.method')}
          methods={offered.map((entry) => ({
            id: entry.id,
            label: entry.name,
            ...(entry.description ? { description: entry.description } : {}),
          }))}
          value={method}
          onChange={onMethodChange}
        />
      )}
      {children}
      {!free && needsCard(method) ? (
        cardEntry
      ) : (
        <Button onPress={() => onSubmit()} isDisabled={isDisabled}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
