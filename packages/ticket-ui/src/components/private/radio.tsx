import {
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useContext,
  useEffect,
  useId,
} from 'react';
import { useControlledState } from 'react-stately/useControlledState';
import * as styles from './radio.css.ts';

/**
 * A radio group of the platform's own radios, shaped like react-aria's `RadioGroup`/`Radio`/`Label`/
 * `FieldError`: the browser gives the arrow keys, the single tab stop and the announcements, so the
 * pickers of the first screen need no behaviour library. Cards are `<label>`s that carry
 * `data-selected` and `data-disabled` for their styles.
 */

interface RadioGroupState {
  name: string;
  labelId: string;
  errorId: string;
  value: string | null;
  select: (value: string) => void;
  isDisabled: boolean;
  isInvalid: boolean;
}

const RadioGroupContext = createContext<RadioGroupState | null>(null);

function useRadioGroup(part: string): RadioGroupState {
  const group = useContext(RadioGroupContext);
  if (!group) throw new Error(`${part} must be inside RadioGroup`);
  return group;
}

export interface RadioGroupProps {
  className?: string;
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  isDisabled?: boolean;
  isInvalid?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

export function RadioGroup({
  className,
  value,
  defaultValue,
  onChange,
  isDisabled = false,
  isInvalid = false,
  children,
  ref,
}: RadioGroupProps) {
  const [selected, setSelected] = useControlledState<string | null, string>(
    value,
    defaultValue ?? null,
    onChange,
  );
  const name = useId();
  const labelId = useId();
  const errorId = useId();
  // On a server-written first screen a visitor may pick a card before the script runs: the browser
  // checks the radio, and the group takes that choice when it hydrates instead of losing it.
  useEffect(() => {
    if (selected !== null) return;
    const early = Array.from(document.getElementsByName(name)).find(
      (input) => input instanceof HTMLInputElement && input.checked,
    );
    if (early instanceof HTMLInputElement) setSelected(early.value);
  }, [name, selected, setSelected]);
  return (
    <div
      ref={ref}
      role="radiogroup"
      className={className}
      aria-labelledby={labelId}
      aria-describedby={isInvalid ? errorId : undefined}
      aria-disabled={isDisabled || undefined}
      aria-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
      data-invalid={isInvalid || undefined}
    >
      <RadioGroupContext.Provider
        value={{ name, labelId, errorId, value: selected, select: setSelected, isDisabled, isInvalid }}
      >
        {children}
      </RadioGroupContext.Provider>
    </div>
  );
}

/** The group's visible name. */
export function Label({ className, children }: { className?: string; children: ReactNode }) {
  const { labelId } = useRadioGroup('Label');
  return (
    <span id={labelId} className={className}>
      {children}
    </span>
  );
}

export interface RadioProps extends Omit<HTMLAttributes<HTMLLabelElement>, 'onChange'> {
  value: string;
  isDisabled?: boolean;
}

export function Radio({ value, isDisabled, children, ...props }: RadioProps) {
  const group = useRadioGroup('Radio');
  const disabled = group.isDisabled || Boolean(isDisabled);
  const checked = group.value === value;
  return (
    <label {...props} data-selected={checked || undefined} data-disabled={disabled || undefined}>
      <input
        type="radio"
        className={styles.input}
        name={group.name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => group.select(value)}
      />
      {children}
    </label>
  );
}

/** The group's error, shown while the group is invalid. */
export function FieldError({ className, children }: { className?: string; children?: ReactNode }) {
  const { errorId, isInvalid } = useRadioGroup('FieldError');
  return isInvalid && children ? (
    <div id={errorId} className={className}>
      {children}
    </div>
  ) : null;
}
