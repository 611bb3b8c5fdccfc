import type { PaymentMethodId } from '@venue/ticket-core';
import type { Ref } from 'react';
import { FieldError, Label, Radio, RadioGroup } from '../private/radio.tsx';
import * as styles from './PaymentMethodSelector.css.ts';

/** A payment method the tenant offers, with its translated label. */
export interface PaymentMethodOption {
  id: PaymentMethodId;
  label: string;
  /** Optional note, e.g. a payment method discount. */
  description?: string;
}

export interface PaymentMethodSelectorProps extends styles.PaymentMethodSelectorVariants {
  label: string;
  methods: readonly PaymentMethodOption[];
  value?: PaymentMethodId | null;
  defaultValue?: PaymentMethodId | null;
  onChange?: (method: PaymentMethodId) => void;
  /** Shown when no method is offered. */
  emptyMessage?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/** Radio cards, one per payment method id. */
export function PaymentMethodSelector({
  label,
  methods,
  value,
  defaultValue,
  onChange,
  emptyMessage,
  errorMessage,
  isDisabled,
  layout,
  ref,
}: PaymentMethodSelectorProps) {
  const byId = new Map(methods.map((method) => [method.id as string, method.id]));
  return (
    <RadioGroup
      ref={ref}
      className={styles.group}
      value={value}
      defaultValue={defaultValue}
      onChange={(key) => {
        const method = byId.get(key);
        if (method) onChange?.(method);
      }}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={styles.label}>{label}</Label>
      {methods.length === 0 && emptyMessage ? <p className={styles.message}>{emptyMessage}</p> : null}
      <div className={styles.cards({ layout })}>
        {methods.map((method) => (
          <Radio key={method.id} value={method.id} className={styles.card}>
            <span className={styles.name}>{method.label}</span>
            {method.description ? <span className={styles.description}>{method.description}</span> : null}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
