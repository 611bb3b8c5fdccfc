import type { Ref } from 'react';
import { Checkbox, CheckboxGroup, FieldError, Label } from 'react-aria-components';
import * as groupStyles from '../private/choiceGroup.css.ts';
import * as styles from './OptionPicker.css.ts';

/** An option of a time span (`options` with id and add_cost), with its translated name. */
export interface ProductOption {
  id: number;
  name: string;
  /** `add_cost` in yen. */
  addCost: number;
  isDisabled?: boolean;
}

export interface OptionPickerProps extends styles.OptionPickerVariants {
  label: string;
  options: readonly ProductOption[];
  /** Chosen option ids (controlled). */
  value?: readonly number[];
  defaultValue?: readonly number[];
  onChange?: (optionIds: number[]) => void;
  /** Formats an extra cost, e.g. `+¥500`. */
  formatAddCost: (yen: number) => string;
  emptyMessage?: string;
  errorMessage?: string;
  isDisabled?: boolean;
  ref?: Ref<HTMLDivElement>;
}

const toKeys = (ids: readonly number[] | undefined) => ids?.map(String);

/** A checkbox group of the options, each with its extra cost. */
export function OptionPicker({
  label,
  options,
  value,
  defaultValue,
  onChange,
  formatAddCost,
  emptyMessage,
  errorMessage,
  isDisabled,
  layout,
  ref,
}: OptionPickerProps) {
  return (
    <CheckboxGroup
      ref={ref}
      className={groupStyles.group}
      value={toKeys(value)}
      defaultValue={toKeys(defaultValue)}
      onChange={(keys) => onChange?.(keys.map(Number))}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <Label className={groupStyles.label}>{label}</Label>
      {options.length === 0 && emptyMessage ? <p className={groupStyles.message}>{emptyMessage}</p> : null}
      <div className={styles.options({ layout })}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            value={String(option.id)}
            isDisabled={option.isDisabled}
            className={styles.option}
          >
            {({ isSelected }) => (
              <>
                <span className={styles.box} aria-hidden="true">
                  {isSelected ? '✓' : null}
                </span>
                <span className={styles.name}>{option.name}</span>
                <span className={styles.cost}>{formatAddCost(option.addCost)}</span>
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <FieldError className={groupStyles.error}>{errorMessage}</FieldError>
    </CheckboxGroup>
  );
}
