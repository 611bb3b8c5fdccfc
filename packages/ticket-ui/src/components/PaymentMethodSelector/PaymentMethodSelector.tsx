import type { PaymentMethodId } from '@venue/ticket-core';
import { ChoiceCardGroup, type ChoiceGroupProps } from '../private/ChoiceCardGroup.tsx';
import { Radio } from '../private/radio.tsx';
import * as styles from './PaymentMethodSelector.css.ts';

/** A payment method the tenant offers, with its translated label. */
export interface PaymentMethodOption {
  id: PaymentMethodId;
  label: string;
  /** Optional note, e.g. a payment method discount. */
  description?: string;
}

export interface PaymentMethodSelectorProps
  extends ChoiceGroupProps<PaymentMethodId>,
    styles.PaymentMethodSelectorVariants {
  methods: readonly PaymentMethodOption[];
}

/** Radio cards, one per payment method id. */
export function PaymentMethodSelector({ methods, onChange, layout, ...group }: PaymentMethodSelectorProps) {
  const byId = new Map(methods.map((method) => [method.id as string, method.id]));
  return (
    <ChoiceCardGroup
      {...group}
      onChange={(key) => {
        const method = byId.get(key);
        if (method) onChange?.(method);
      }}
      isEmpty={methods.length === 0}
      cardsClassName={styles.cards({ layout })}
    >
      {methods.map((method) => (
        <Radio key={method.id} value={method.id} className={styles.card}>
          <span className={styles.name}>{method.label}</span>
          {method.description ? <span className={styles.description}>{method.description}</span> : null}
        </Radio>
      ))}
    </ChoiceCardGroup>
  );
}
