import * as RadixSelect from '@radix-ui/react-select';
import { type ReactNode, useId, useState } from 'react';
import { cspNonce } from '../private/cspNonce.ts';
import { cx } from '../private/cx.ts';
import { usePortalThemeClass } from '../ThemeProvider/index.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  /** The option's language when it differs from the page's (a language's own name). */
  lang?: string;
}

export const selectSizes = ['small', 'medium'] as const;
export type SelectSize = (typeof selectSizes)[number];

export interface SelectProps {
  /** Translated label of the field. */
  label: ReactNode;
  /** Keeps the label for assistive technology only (the header's language switcher). */
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Form field name: a hidden native select carries the value when the Select is inside a form. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Translated error shown under the field; marks the field invalid. */
  errorMessage?: string;
  /** Shown while no value is chosen. */
  placeholder?: string;
  size?: SelectSize;
  /** Opens the list on the first render. */
  defaultOpen?: boolean;
  /**
   * Until first opened, a plain button that looks and reads the same (a closed combobox with the chosen
   * label): Radix Select's list is built only then. For a select on every page, such as the header's
   * language switcher, whose first render would otherwise build the list and re-render it several times
   * over, synchronously, as it is shown. Not for a select in a form (`name`): the hidden native select
   * that carries the value comes with the list.
   */
  onDemand?: boolean;
  className?: string;
}

/** Keys that open a closed Radix Select from its trigger, beside Enter and Space (which click a button). */
const openingKeys = new Set(['ArrowDown', 'ArrowUp']);

/** The trigger's arrow. */
const icon = '▾';

/**
 * A labelled single choice on Radix Select: a combobox button that opens a themed list (typeahead,
 * arrow keys, Home/End, Escape). The list is portalled to `<body>` and carries the tenant's theme class;
 * the style element Radix adds to it takes the page's CSP nonce.
 */
export function Select({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  onBlur,
  name,
  isRequired,
  isDisabled,
  errorMessage,
  placeholder,
  size = 'medium',
  defaultOpen,
  onDemand = false,
  className,
}: SelectProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const portalClass = usePortalThemeClass();
  const [opened, setOpened] = useState(false);
  // The trigger's identity, looks and state, shared by the plain button and Radix's trigger.
  const triggerProps = {
    id,
    className: cx(styles.trigger, size === 'small' && styles.small),
    'aria-labelledby': labelId,
    'aria-invalid': errorMessage ? true : undefined,
    'aria-describedby': errorMessage ? errorId : undefined,
    onBlur,
  } as const;
  const field = (control: ReactNode) => (
    <div className={cx(styles.field, className)} data-field={name}>
      <label id={labelId} htmlFor={id} className={hideLabel ? styles.hiddenLabel : styles.label}>
        {label}
      </label>
      {control}
      {errorMessage ? (
        <p id={errorId} className={styles.error}>
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
  if (onDemand && !opened && !defaultOpen) {
    const chosen = options.find((option) => option.value === value);
    return field(
      <button
        type="button"
        role="combobox"
        {...triggerProps}
        aria-expanded={false}
        aria-autocomplete="none"
        data-state="closed"
        data-placeholder={chosen ? undefined : ''}
        disabled={isDisabled}
        onClick={() => setOpened(true)}
        onKeyDown={(event) => {
          if (!openingKeys.has(event.key)) return;
          event.preventDefault();
          setOpened(true);
        }}
      >
        <span>{chosen?.label ?? placeholder}</span>
        <span aria-hidden className={styles.icon}>
          {icon}
        </span>
      </button>,
    );
  }
  return field(
    <RadixSelect.Root
      value={value}
      onValueChange={(next) => {
        if (next !== value) onChange(next);
      }}
      name={name}
      required={isRequired}
      disabled={isDisabled}
      defaultOpen={defaultOpen || opened}
    >
      <RadixSelect.Trigger {...triggerProps}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon className={styles.icon}>{icon}</RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content className={cx(portalClass, styles.content)} position="popper" sideOffset={4}>
          <RadixSelect.Viewport className={styles.viewport} nonce={cspNonce()}>
            {options.map((option) => (
              <RadixSelect.Item
                key={option.value}
                value={option.value}
                className={styles.item}
                lang={option.lang}
              >
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                <RadixSelect.ItemIndicator className={styles.indicator} aria-hidden>
                  ✓
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>,
  );
}
