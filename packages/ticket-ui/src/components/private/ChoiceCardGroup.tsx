import type { ReactNode, Ref } from 'react';
import * as styles from './choiceGroup.css.ts';
import { FieldError, Label, RadioGroup } from './radio.tsx';

/** What every radio-card picker takes beside its cards and their layout. */
export interface ChoiceGroupProps<Value> {
  /** The group's visible name, already translated. */
  label: string;
  /** The chosen card's value (controlled). */
  value?: Value | null;
  /** The card chosen at first (uncontrolled). */
  defaultValue?: Value | null;
  onChange?: (value: Value) => void;
  /** Shown when there is nothing to choose. */
  emptyMessage?: string;
  /** Shown under the cards; the group is marked invalid while it is set. */
  errorMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

interface ChoiceCardGroupProps extends Omit<ChoiceGroupProps<string>, 'onChange'> {
  onChange: (key: string) => void;
  /** Whether there is no card to offer: the empty message shows instead. */
  isEmpty: boolean;
  /** The class laying the cards out (the component's own layout recipe). */
  cardsClassName: string;
  /** The `Radio` cards. */
  children: ReactNode;
}

/**
 * The radio-card pickers' shared frame: the group and its label, the message shown when there is nothing
 * to choose, the cards and the group's error. Each picker brings its own cards.
 */
export function ChoiceCardGroup({
  label,
  emptyMessage,
  errorMessage,
  isEmpty,
  cardsClassName,
  children,
  ...group
}: ChoiceCardGroupProps) {
  return (
    <RadioGroup {...group} className={styles.group} isInvalid={Boolean(errorMessage)}>
      <Label className={styles.label}>{label}</Label>
      {isEmpty && emptyMessage ? <p className={styles.message}>{emptyMessage}</p> : null}
      <div className={cardsClassName}>{children}</div>
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}
