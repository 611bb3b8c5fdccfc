import type { ReactNode, Ref } from 'react';
import { Button, Group, Input, Label, NumberField } from 'react-aria-components';
import * as styles from './CountPicker.css.ts';

export interface CountStepperProps {
  label: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (count: number) => void;
  isDisabled?: boolean;
  className?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A whole-number field with - and + buttons (react-aria NumberField), for counts and quantities. */
export function CountStepper({
  label,
  value,
  min,
  max,
  onChange,
  isDisabled,
  className,
  ref,
}: CountStepperProps) {
  return (
    <NumberField
      ref={ref}
      className={className}
      value={value}
      minValue={min}
      maxValue={Math.max(min, max)}
      step={1}
      isDisabled={isDisabled}
      onChange={(next) => onChange(Number.isNaN(next) ? min : next)}
    >
      <Label>{label}</Label>
      <Group className={styles.stepper}>
        <Button slot="decrement" className={styles.stepButton}>
          −
        </Button>
        <Input className={styles.input} />
        <Button slot="increment" className={styles.stepButton}>
          +
        </Button>
      </Group>
    </NumberField>
  );
}
