import { type KeyboardEvent, type ReactNode, type Ref, useId, useState } from 'react';
import * as styles from './CountStepper.css.ts';

export interface CountStepperProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (count: number) => void;
  /** The buttons' names, already translated ('Increase', 'Decrease'); the field's label follows them. */
  increaseLabel: string;
  decreaseLabel: string;
  isDisabled?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

const clamp = (count: number, min: number, max: number) => Math.min(Math.max(count, min), Math.max(min, max));

/**
 * A whole-number field with - and + buttons, for counts and quantities: native buttons and a numeric
 * text field (digits only, arrow keys step, Home and End go to the limits, typed counts are kept within the limits when committed).
 */
export function CountStepper({
  label,
  value,
  min,
  max,
  onChange,
  increaseLabel,
  decreaseLabel,
  isDisabled = false,
  className,
  ref,
}: CountStepperProps) {
  const labelId = useId();
  const inputId = useId();
  const decreaseId = useId();
  const increaseId = useId();
  // What the visitor is typing, until it is committed on blur or Enter; null shows the value.
  const [typed, setTyped] = useState<string | null>(null);
  const commit = (count: number) => {
    setTyped(null);
    const next = clamp(Number.isNaN(count) ? min : count, min, max);
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const targets: Record<string, number> = { ArrowUp: value + 1, ArrowDown: value - 1, Home: min, End: max };
    const target = targets[event.key];
    if (target !== undefined) {
      event.preventDefault();
      commit(target);
    } else if (event.key === 'Enter' && typed !== null) {
      commit(Number.parseInt(typed, 10));
    }
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the field and its two buttons form a named group inside the picker's own <fieldset>.
    <div
      ref={ref}
      role="group"
      aria-labelledby={labelId}
      className={className}
      data-disabled={isDisabled || undefined}
    >
      <label id={labelId} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.stepper}>
        <button
          id={decreaseId}
          type="button"
          className={styles.stepButton}
          aria-label={decreaseLabel}
          aria-labelledby={`${decreaseId} ${labelId}`}
          disabled={isDisabled || value <= min}
          onClick={() => commit(value - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={typed ?? String(value)}
          disabled={isDisabled}
          onChange={(event) => setTyped(event.target.value.replace(/\D/g, ''))}
          onBlur={() => typed !== null && commit(Number.parseInt(typed, 10))}
          onKeyDown={onKeyDown}
        />
        <button
          id={increaseId}
          type="button"
          className={styles.stepButton}
          aria-label={increaseLabel}
          aria-labelledby={`${increaseId} ${labelId}`}
          disabled={isDisabled || value >= max}
          onClick={() => commit(value + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
