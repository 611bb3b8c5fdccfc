import { todayInTokyo } from '@venue/ticket-core';
import { type Ref, useLayoutEffect, useMemo, useRef } from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import { Button } from '../Button/index.ts';
import { type FormatMessage, useRuleForm } from '../private/useRuleForm.ts';
import { Select } from '../Select/index.ts';
import { TextField } from '../TextField/index.ts';
import * as styles from './CardForm.css.ts';
import { groupCardNumber, groupedCaret, stripCardNumber } from './cardNumber.ts';
import { type CardNameRule, type CardValues, cardRules } from './cardRules.ts';

/** Labels of the card form, already translated. */
export interface CardFormLabels {
  number: string;
  name: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
  submit: string;
}

export interface CardFormProps {
  /** One field a row, or the expiry and security code side by side. */
  layout?: (typeof styles.cardFormLayouts)[number];
  labels: CardFormLabels;
  /** Translates a validation message key with its params. */
  formatMessage: FormatMessage;
  /** The provider's card-name rule. */
  nameRule?: CardNameRule;
  /** The current instant; expiry may not be before its month in Tokyo. */
  now: Date;
  /** How many years ahead the expiry year list runs. */
  yearsAhead?: number;
  /** The card number in these values is digits only; typed spaces and hyphens are dropped. */
  value?: Partial<CardValues>;
  defaultValue?: Partial<CardValues>;
  onChange?: (values: Partial<CardValues>) => void;
  onSubmit: (values: CardValues) => void;
  /** While the submitted values are being sent: the submit button waits. */
  isPending?: boolean;
  ref?: Ref<HTMLFormElement>;
}

const empty: CardValues = { number: '', name: '', expiryMonth: '', expiryYear: '', securityCode: '' };

/**
 * Card number (shown in groups of four, handed on without spaces or hyphens), holder name, expiry
 * month and year, and security code, each checked by the domain rules.
 */
export function CardForm({
  labels,
  formatMessage,
  nameRule = 'cardName',
  now,
  yearsAhead = 15,
  value,
  defaultValue,
  onChange,
  onSubmit,
  isPending = false,
  layout,
  ref,
}: CardFormProps) {
  const [stored, setStored] = useControlledState<Partial<CardValues>>(value, defaultValue ?? {}, onChange);
  const values: CardValues = { ...empty, ...stored };
  const rules = useMemo(() => cardRules(nameRule, now), [nameRule, now]);
  const { touch, errorOf, submitHandler } = useRuleForm(values, rules, formatMessage);
  const update = (name: keyof CardValues, next: string) => {
    setStored({ ...values, [name]: next });
    touch(name);
  };
  const numberInput = useRef<HTMLInputElement>(null);
  const numberCaret = useRef<number | null>(null);
  const updateNumber = (typed: string) => {
    const caret = numberInput.current?.selectionStart;
    numberCaret.current = caret == null ? null : stripCardNumber(typed.slice(0, caret)).length;
    update('number', stripCardNumber(typed));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each regrouping of the number, which rewrites the input's text; the caret goes back after the same characters.
  useLayoutEffect(() => {
    const input = numberInput.current;
    const kept = numberCaret.current;
    numberCaret.current = null;
    if (input && kept !== null && input === input.ownerDocument.activeElement) {
      input.setSelectionRange(groupedCaret(kept), groupedCaret(kept));
    }
  }, [values.number]);
  const thisYear = todayInTokyo(now).year;
  const months = Array.from({ length: 12 }, (_, index) => {
    const month = String(index + 1).padStart(2, '0');
    return { value: month, label: month };
  });
  const years = Array.from({ length: yearsAhead + 1 }, (_, index) => {
    const year = String(thisYear + index);
    return { value: year, label: year };
  });

  const text = (name: 'number' | 'name' | 'securityCode', autoComplete: string, inputMode?: 'numeric') => (
    <TextField
      name={name}
      label={labels[name]}
      value={name === 'number' ? groupCardNumber(values.number) : values[name]}
      onChange={(event) =>
        name === 'number' ? updateNumber(event.target.value) : update(name, event.target.value)
      }
      onBlur={() => touch(name)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      aria-required
      errorMessage={errorOf(name)}
      ref={name === 'number' ? numberInput : undefined}
    />
  );

  return (
    <form ref={ref} className={styles.form({ layout })} onSubmit={submitHandler(onSubmit)} noValidate>
      <div className={styles.wide}>{text('number', 'cc-number', 'numeric')}</div>
      <div className={styles.wide}>{text('name', 'cc-name')}</div>
      <Select
        name="expiryMonth"
        label={labels.expiryMonth}
        options={months}
        value={values.expiryMonth}
        onChange={(next) => update('expiryMonth', next)}
        onBlur={() => touch('expiryMonth')}
        isRequired
        errorMessage={errorOf('expiryMonth')}
      />
      <Select
        name="expiryYear"
        label={labels.expiryYear}
        options={years}
        value={values.expiryYear}
        onChange={(next) => update('expiryYear', next)}
        onBlur={() => touch('expiryYear')}
        isRequired
        errorMessage={errorOf('expiryYear')}
      />
      {text('securityCode', 'cc-csc', 'numeric')}
      <div className={styles.wide}>
        <Button type="submit" variant="primary" fullWidth isDisabled={isPending}>
          {labels.submit}
        </Button>
      </div>
    </form>
  );
}
