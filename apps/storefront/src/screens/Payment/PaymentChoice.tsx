import { type Answer, type PaymentMethodId, paymentFlowType } from '@venue/ticket-core';
import { Button, CardForm, type CardValues, PaymentMethodSelector } from '@venue/ticket-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const needsCard = (method: PaymentMethodId | null) =>
  method !== null && ['card', 'card3ds'].includes(paymentFlowType(method));

/**
 * The payment method chosen among those `offered` (none to choose when the order is `free`), `children`
 * (what else the step asks before paying), then the step's submit: the card form for a card method, which
 * hands its values to `onSubmit`, else one button.
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
  onSubmit: (card?: CardValues) => void;
  isDisabled: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
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
          onSubmit={onSubmit}
          isPending={isDisabled}
        />
      ) : (
        <Button onPress={() => onSubmit()} isDisabled={isDisabled}>
          {submitLabel}
        </Button>
      )}
    </>
  );
}
