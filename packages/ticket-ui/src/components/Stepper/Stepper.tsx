import * as styles from './Stepper.css.ts';

export interface StepperStep {
  id: string;
  /** Translated step name. */
  label: string;
}

export const stepStates = ['complete', 'current', 'upcoming'] as const;
export type StepState = (typeof stepStates)[number];

export interface StepperProps {
  /** The tenant's page sequence, translated. */
  steps: readonly StepperStep[];
  currentId: string;
  /** Translated name of the progress list, e.g. "Purchase steps". */
  label: string;
}

/** Where the visitor is in the purchase: steps before the current one are complete. */
export function Stepper({ steps, currentId, label }: StepperProps) {
  const currentIndex = steps.findIndex((step) => step.id === currentId);
  const stateOf = (index: number): StepState =>
    index < currentIndex ? 'complete' : index === currentIndex ? 'current' : 'upcoming';
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={styles.step}
            data-state={stateOf(index)}
            aria-current={index === currentIndex ? 'step' : undefined}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
